import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useText } from '../../i18n/use-text';
import { hallpassesText } from './texts';

type TPassUsageProps = { used: number; limit: number };

/** Passes used against the teacher's limit (seed 000 section 3: 0 means unlimited). */
export function PassUsage({ used, limit }: TPassUsageProps) {
  const t = useText(hallpassesText);
  const labelId = useId();
  const unlimited = limit === 0;
  return (
    <Box>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, mb: 1 }}>
        <Typography id={labelId} sx={{ fontWeight: 600 }}>
          {t('passesUsed')}
        </Typography>
        <Typography color="text.secondary" sx={{ fontVariantNumeric: 'tabular-nums' }}>
          {unlimited ? t('usedUnlimited', { used }) : t('usedOf', { used, limit })}
        </Typography>
      </Box>
      {/* A measure, not a task under way: a meter, so nothing takes it for a loading bar. */}
      <LinearProgress
        role="meter"
        variant="determinate"
        value={unlimited ? 0 : Math.min(100, (used / limit) * 100)}
        color={!unlimited && used >= limit ? 'error' : 'primary'}
        aria-labelledby={labelId}
        aria-valuetext={unlimited ? t('usedUnlimitedLabel', { used }) : t('usedOfLabel', { used, limit })}
        sx={{ height: 10, borderRadius: 5 }}
      />
    </Box>
  );
}
