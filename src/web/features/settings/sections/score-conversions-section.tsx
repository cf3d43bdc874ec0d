import TextField from '@mui/material/TextField';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import { EDITABLE_SCORE_BANDS, FIXED_SCORE_BANDS } from '../../../../shared/settings';
import { NumberField } from '../../../components/form/NumberField';
import { SettingsSection } from '../settings-section';
import { useSettingsForm } from '../settings-form';
import { useText } from '../../../i18n/use-text';
import { settingsText } from '../texts';

/** Points per score band; bands below 50 are fixed at 0 (seed 000 section 9). */
export function ScoreConversionsSection() {
  const { control } = useSettingsForm();
  const t = useText(settingsText);
  return (
    <SettingsSection title={t('scoreConversions')} description={t('scoreConversionsHelp')}>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(3, 1fr)', lg: 'repeat(4, 1fr)' },
        }}
      >
        {EDITABLE_SCORE_BANDS.map((band) => (
          <NumberField
            key={band}
            control={control}
            name={`settings.scoreConverter.${band}`}
            label={t('band', { band })}
            unit={t('unitPoints')}
          />
        ))}
        {FIXED_SCORE_BANDS.map((band) => (
          <TextField
            key={band}
            label={t('band', { band })}
            value={0}
            disabled
            size="small"
            fullWidth
            slotProps={{ input: { endAdornment: <InputAdornment position="end">{t('unitPoints')}</InputAdornment> } }}
          />
        ))}
      </Box>
    </SettingsSection>
  );
}
