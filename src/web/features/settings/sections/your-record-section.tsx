import DescriptionIcon from '@mui/icons-material/Description';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { SettingsSection } from '../settings-section';

/** P41: the student reads, prints or downloads everything kept about them. */
export function YourRecordSection() {
  return (
    <SettingsSection
      title="Your record"
      description="Your record holds everything Classmint keeps about you, in every class. You can read it, print it or download it."
    >
      <Box>
        <Button component={RouterLink} to="/student/record" variant="outlined" startIcon={<DescriptionIcon />}>
          Open your record
        </Button>
      </Box>
    </SettingsSection>
  );
}
