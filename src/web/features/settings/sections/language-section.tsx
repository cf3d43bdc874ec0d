import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { isLanguage, LANGUAGE_NAMES, LANGUAGES } from '../../../../shared/i18n/languages';
import { ErrorList } from '../../../components/ErrorList';
import { useText } from '../../../i18n/use-text';
import { useSignedInUser } from '../../auth';
import { useChooseLanguage } from '../queries';
import { SettingsSection } from '../settings-section';
import { settingsText } from '../texts';

/**
 * P51: the language Classmint speaks to the person, each offered in its own name. A choice is saved
 * and applied at once, outside the settings form (its draft and its reset never hold it).
 */
export function LanguageSection() {
  const t = useText(settingsText);
  const user = useSignedInUser();
  const choose = useChooseLanguage();
  // While the choice is on its way the field already shows it, so it never jumps back.
  const shown = choose.isPending && choose.variables ? choose.variables : user.language;

  const onChange = (value: string) => {
    if (!isLanguage(value) || value === user.language) return;
    choose.mutate(value);
  };

  return (
    <SettingsSection title={t('languageTitle')}>
      <TextField
        select
        label={t('languageLabel')}
        value={shown}
        onChange={(event) => onChange(event.target.value)}
        name="language"
        helperText={t('languageHelp')}
        size="small"
        fullWidth
        sx={{ maxWidth: { md: 'calc(50% - 8px)' } }}
        slotProps={{
          select: {
            renderValue: (value) => (
              <span lang={String(value)}>{isLanguage(value) ? LANGUAGE_NAMES[value] : null}</span>
            ),
          },
        }}
      >
        {LANGUAGES.map((language) => (
          // Each name in its own language, so a screen reader says it as its readers do.
          <MenuItem key={language} value={language} lang={language}>
            {LANGUAGE_NAMES[language]}
          </MenuItem>
        ))}
      </TextField>
      <ErrorList error={choose.error} />
    </SettingsSection>
  );
}
