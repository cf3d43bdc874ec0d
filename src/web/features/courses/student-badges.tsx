import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { Tooltip } from '../../components/Tooltip';
import type { TStudentSummary } from '../../../shared/courses';
import { isBuilt } from '../../built-features';
import { useText } from '../../i18n/use-text';
import { coursesText } from './texts';

/** Prime, anonymous songs and dropped, as the student's own header shows them (seed 000 section 2). */
export function StudentBadges({ student }: { student: TStudentSummary }) {
  const t = useText(coursesText);
  // Anonymous songs mean something once song requests are built (built-features.ts).
  const anonymous = student.anonymousSongs && isBuilt('songs');
  if (!student.hasPrime && !anonymous && !student.dropped) return null;
  // Icons are named with titleAccess: MUI hides an icon without it from screen readers, aria-label or not.
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}>
      {student.hasPrime ? (
        <Tooltip title={t('prime')}>
          <WorkspacePremiumIcon titleAccess={t('prime')} fontSize="small" sx={{ color: 'secondary.main' }} />
        </Tooltip>
      ) : null}
      {anonymous ? (
        <Tooltip title={t('anonymousSongs')}>
          <VisibilityOffIcon titleAccess={t('anonymousSongs')} fontSize="small" sx={{ color: 'text.secondary' }} />
        </Tooltip>
      ) : null}
      {student.dropped ? <Chip size="small" color="error" variant="outlined" label="dropped" /> : null}
    </Box>
  );
}
