import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { scoresText } from '../texts';
import { useText } from '../../../i18n/use-text';

/** Bar colours to choose from; green is the default (seed 001 section 9). */
export const BAR_COLORS = [
  { name: 'colorGreen', value: '#2e9d5b' },
  { name: 'colorBlue', value: '#2f73d9' },
  { name: 'colorPurple', value: '#8350c8' },
  { name: 'colorOrange', value: '#e07b1a' },
  { name: 'colorRed', value: '#d2413a' },
] as const;
export const DEFAULT_BAR_COLOR = BAR_COLORS[0].value;

type THistogramControlsProps = {
  bucketSize: number;
  maxBucketSize: number;
  onBucketSize: (size: number) => void;
  color: string;
  onColor: (color: string) => void;
};

/** Bucket size (1 up to the total points) and bar colour for the histogram. */
export function HistogramControls({
  bucketSize,
  maxBucketSize,
  onBucketSize,
  color,
  onColor,
}: THistogramControlsProps) {
  const t = useText(scoresText);
  const [text, setText] = useState(String(bucketSize));
  const value = Number(text);
  const invalid = text.trim() === '' || !Number.isFinite(value) || value <= 0 || value > maxBucketSize;

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 2 }}>
      <TextField
        label={t('bucketSize')}
        type="number"
        size="small"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          const next = Number(event.target.value);
          if (event.target.value.trim() !== '' && Number.isFinite(next) && next > 0 && next <= maxBucketSize)
            onBucketSize(next);
        }}
        error={invalid}
        helperText={invalid ? t('bucketRange', { max: maxBucketSize }) : t('pointsPerBar')}
        slotProps={{ htmlInput: { min: 1, max: maxBucketSize, step: 1 } }}
        sx={{ width: 150 }}
      />
      <Box>
        <Typography id="bar-colour-label" variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
          {t('barColour')}
        </Typography>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={color}
          aria-labelledby="bar-colour-label"
          onChange={(_event, next: string | null) => {
            if (next) onColor(next);
          }}
        >
          {BAR_COLORS.map((option) => (
            <ToggleButton key={option.value} value={option.value} aria-label={t(option.name)} sx={{ px: 1.25 }}>
              <Box sx={{ width: 18, height: 18, borderRadius: '50%', bgcolor: option.value }} />
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Box>
    </Box>
  );
}
