import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { TTeacherSummary } from '../../../shared/teachers';
import { formatNumber } from '../../components/format';

const STAT_LABELS: { key: keyof TTeacherSummary['stats']; label: string }[] = [
  { key: 'courses', label: 'Courses' },
  { key: 'students', label: 'Students' },
  { key: 'droppedStudents', label: 'Dropped' },
  { key: 'primeStudents', label: 'Prime' },
  { key: 'darkModeStudents', label: 'Dark mode' },
  { key: 'viewedChangesStudents', label: "Viewed what's new" },
];

/** The teacher's counts; the student ones count the flags admin stats need (seed 001 section 3). */
export function TeacherStats({ stats }: { stats: TTeacherSummary['stats'] }) {
  return (
    <Box
      component="dl"
      sx={{ m: 0, display: 'grid', gap: 1, gridTemplateColumns: { xs: 'repeat(3, 1fr)', md: 'repeat(6, 1fr)' } }}
    >
      {STAT_LABELS.map(({ key, label }) => (
        <Box key={key} sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 1.25, textAlign: 'center' }}>
          <Typography component="dd" variant="h6" sx={{ m: 0, fontWeight: 700, lineHeight: 1.2 }}>
            {formatNumber(stats[key])}
          </Typography>
          <Typography component="dt" variant="caption" color="text.secondary">
            {label}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
