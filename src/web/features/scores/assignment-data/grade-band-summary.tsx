import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { gradeBand, isPassing } from '../../../../shared/scoring';
import type { TGradeBand } from '../../../../shared/scoring';
import { formatNumber } from '../../../components/format';
import { scoresText } from '../texts';
import { useText } from '../../../i18n/use-text';

const BANDS: { band: TGradeBand; color: string }[] = [
  { band: 'A', color: 'success.main' },
  { band: 'B', color: 'info.main' },
  { band: 'C', color: 'warning.light' },
  { band: 'D', color: 'warning.dark' },
  { band: 'F', color: 'error.main' },
];

function Stat({ label, value, color, name }: { label: string; value: string; color?: string; name?: string }) {
  return (
    <Card
      role="group"
      aria-label={name ?? label}
      sx={{ px: 1, py: 1.5, textAlign: 'center', minWidth: 0, height: '100%' }}
    >
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography sx={{ fontWeight: 700, fontSize: '1.35rem', color, fontVariantNumeric: 'tabular-nums' }}>
        {value}
      </Typography>
    </Card>
  );
}

/** Grade bands A-F and the pass rate, using the shared rules of src/shared/scoring.ts. */
export function GradeBandSummary({ values, totalPoints }: { values: readonly number[]; totalPoints: number }) {
  const t = useText(scoresText);
  const counts = new Map<TGradeBand, number>();
  for (const value of values) {
    const band = gradeBand(value, totalPoints);
    counts.set(band, (counts.get(band) ?? 0) + 1);
  }
  const passing = values.filter((value) => isPassing(value, totalPoints)).length;
  const passRate = values.length > 0 ? Math.round((passing / values.length) * 100) : 0;
  const average = values.length > 0 ? values.reduce((sum, v) => sum + v, 0) / values.length : 0;

  return (
    <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '5fr 3fr' } }}>
      <Box
        component="section"
        aria-label={t('gradeBands')}
        sx={{ display: 'grid', gap: 1, gridTemplateColumns: 'repeat(5, minmax(0, 1fr))' }}
      >
        {BANDS.map(({ band, color }) => (
          <Stat
            key={band}
            label={band}
            name={t('gradeNamed', { band })}
            value={String(counts.get(band) ?? 0)}
            color={color}
          />
        ))}
      </Box>
      <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' }}>
        <Stat label={t('passRate')} value={t('percentValue', { percent: passRate })} />
        <Stat label={t('average')} value={formatNumber(Math.round(average * 10) / 10)} />
        <Stat label={t('scores')} value={String(values.length)} />
      </Box>
    </Box>
  );
}
