import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { TEconomySummary } from '../../../../shared/ledger';
import { formatPoints } from '../../../../shared/scoring';
import { formatNumber } from '../../../components/format';
import { scoresText } from '../texts';
import { useText } from '../../../i18n/use-text';

function StatCard({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  const id = useId();
  return (
    <Card
      role="group"
      aria-labelledby={id}
      sx={{ p: 2, height: '100%', ...(strong ? { borderColor: 'primary.main', borderWidth: 2 } : {}) }}
    >
      <Typography id={id} variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography sx={{ fontWeight: 700, fontSize: strong ? '1.5rem' : '1.25rem', fontVariantNumeric: 'tabular-nums' }}>
        {value}
      </Typography>
    </Card>
  );
}

/** The Economy View's totals across active students (seed 000 section 3 "Summary totals"). */
export function EconomyStatCards({ summary, finesEnabled }: { summary: TEconomySummary; finesEnabled: boolean }) {
  const t = useText(scoresText);
  const average = summary.students > 0 ? summary.account / summary.students : 0;
  const cards = [
    { label: t('totalBalance'), value: formatPoints(summary.account), strong: true },
    { label: t('statAssessments'), value: formatPoints(summary.assessments) },
    { label: t('statBonuses'), value: formatPoints(summary.bonuses) },
    ...(finesEnabled || summary.fines !== 0 ? [{ label: t('statFines'), value: formatPoints(summary.fines) }] : []),
    { label: t('statPurchases'), value: formatPoints(summary.purchases) },
    // Spent on the class's other extras; zero until those features are in use.
    { label: t('statSongs'), value: formatPoints(summary.songs) },
    { label: t('statPasses'), value: formatPoints(summary.passes) },
    { label: t('statJukebox'), value: formatPoints(summary.jukebox) },
    { label: t('statSongSkips'), value: formatPoints(summary.skipSongs) },
    { label: t('statStudents'), value: formatNumber(summary.students) },
    { label: t('averageBalance'), value: formatPoints(average) },
  ];
  return (
    <Box
      component="section"
      aria-label={t('economyTotals')}
      sx={{
        display: 'grid',
        gap: { xs: 1, sm: 2 },
        gridTemplateColumns: {
          xs: 'repeat(2, minmax(0, 1fr))',
          sm: 'repeat(3, minmax(0, 1fr))',
          md: 'repeat(4, minmax(0, 1fr))',
        },
      }}
    >
      {cards.map((card) => (
        <Box key={card.label} sx={card.strong ? { gridColumn: { xs: '1 / -1', sm: 'auto' } } : undefined}>
          <StatCard {...card} />
        </Box>
      ))}
    </Box>
  );
}
