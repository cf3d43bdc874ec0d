import QueueMusicIcon from '@mui/icons-material/QueueMusic';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { Tooltip } from '../../components/Tooltip';
import Typography from '@mui/material/Typography';
import type { TCourse } from '../../../shared/courses';
import { useText } from '../../i18n/use-text';
import { coursesText } from './texts';

/** Read by screen readers, not shown: the badge itself is just the number. */
const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a CSS value, not a text
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

type TCourseSummaryProps = { course: TCourse; showJukebox: boolean };

/** The closed accordion: period badge, name, active-student count, jukebox icon. */
export function CourseSummary({ course, showJukebox }: TCourseSummaryProps) {
  const t = useText(coursesText);
  const active = course.students.filter((s) => !s.dropped).length;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0, flexWrap: 'wrap' }}>
      <Tooltip title={t('period', { period: course.period })}>
        <Avatar
          sx={{
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
            width: 36,
            height: 36,
            fontSize: '1rem',
            fontWeight: 700,
          }}
        >
          <Box component="span" sx={VISUALLY_HIDDEN}>
            {t('periodWord')}{' '}
          </Box>
          {course.period}
        </Avatar>
      </Tooltip>
      <Typography component="span" sx={{ fontWeight: 600, fontSize: '1.05rem', overflowWrap: 'anywhere', minWidth: 0 }}>
        {course.name}
      </Typography>
      <Chip size="small" variant="outlined" label={t('studentCount', { count: active })} />
      {showJukebox ? (
        <Tooltip title={t('jukeboxLinked')}>
          {/* titleAccess, not aria-label: MUI hides an icon without it from screen readers. */}
          <QueueMusicIcon titleAccess={t('jukeboxLinked')} fontSize="small" sx={{ color: 'primary.main' }} />
        </Tooltip>
      ) : null}
    </Box>
  );
}
