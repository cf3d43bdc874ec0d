import TextField from '@mui/material/TextField';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import { EDITABLE_SCORE_BANDS, FIXED_SCORE_BANDS } from '../../../../shared/settings';
import { NumberField } from '../../../components/form/NumberField';
import { SettingsSection } from '../settings-section';
import { useSettingsForm } from '../settings-form';

/** Points per score band; bands below 50 are fixed at 0 (seed 000 section 9). */
export function ScoreConversionsSection() {
  const { control } = useSettingsForm();
  return (
    <SettingsSection
      title="Score Conversions"
      description="Points a student earns for an assessment score in each band, before the assignment's multiplier."
    >
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
            label={`${band}%`}
            unit="pts"
          />
        ))}
        {FIXED_SCORE_BANDS.map((band) => (
          <TextField
            key={band}
            label={`${band}%`}
            value={0}
            disabled
            size="small"
            fullWidth
            slotProps={{ input: { endAdornment: <InputAdornment position="end">pts</InputAdornment> } }}
          />
        ))}
      </Box>
    </SettingsSection>
  );
}
