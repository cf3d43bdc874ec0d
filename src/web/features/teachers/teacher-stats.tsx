import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { TTeacherSummary } from '../../../shared/teachers';
import { formatNumber } from '../../components/format';
import { teachersText } from './texts';
import { useText } from '../../i18n/use-text';

const STAT_LABELS = [
  { key: 'courses', label: 'statCourses' },
  { key: 'students', label: 'statStudents' },
  { key: 'droppedStudents', label: 'statDropped' },
  { key: 'primeStudents', label: 'statPrime' },
  { key: 'darkModeStudents', label: 'statDarkMode' },
  { key: 'viewedChangesStudents', label: 'statViewedChanges' },
] as const satisfies readonly { key: keyof TTeacherSummary['stats']; label: string }[];

/** The teacher's counts; the student ones count the flags admin stats need (seed 001 section 3). */
export function TeacherStats({ stats }: { stats: TTeacherSummary['stats'] }) {
  const t = useText(teachersText);
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
            {t(label)}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
