import DescriptionIcon from '@mui/icons-material/Description';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { SettingsSection } from '../settings-section';
import { useText } from '../../../i18n/use-text';
import { settingsText } from '../texts';

/** P41: the student reads, prints or downloads everything kept about them. */
export function YourRecordSection() {
  const t = useText(settingsText);
  return (
    <SettingsSection title={t('yourRecord')} description={t('yourRecordHelp')}>
      <Box>
        <Button component={RouterLink} to="/student/record" variant="outlined" startIcon={<DescriptionIcon />}>
          {t('openRecord')}
        </Button>
      </Box>
    </SettingsSection>
  );
}
