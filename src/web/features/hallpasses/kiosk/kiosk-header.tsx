import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { TCourse } from '../../../../shared/courses';
import { Logo } from '../../../components/Logo';
import { formatClock } from '../../../components/format';
import { CourseChoice } from './course-choice';
import { FullScreenButton } from './full-screen-button';
import { useText } from '../../../i18n/use-text';
import { kioskBoardText } from './texts';

type TKioskHeaderProps = {
  now: number;
  /** How many are out; null while the board loads. */
  outCount: number | null;
  /** What the board covers: 'All courses' or the course's label. */
  scope: string;
  courses: TCourse[];
  courseId: string | null;
  onCourseChange: (courseId: string | null) => void;
};

/** The board's title, the room's clock, and the teacher's controls (course, full screen). */
export function KioskHeader({ now, outCount, scope, courses, courseId, onCourseChange }: TKioskHeaderProps) {
  const t = useText(kioskBoardText);
  return (
    <Box
      component="header"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'space-between',
        columnGap: 3,
        rowGap: 2,
        mb: { xs: 2, md: 4 },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, minWidth: 0 }}>
        <Logo size={48} />
        <div>
          <Typography component="h1" sx={{ fontSize: 'clamp(1.8rem, 3.5vw, 3rem)', fontWeight: 700, lineHeight: 1.1 }}>
            {t('outOnHallpass')}
          </Typography>
          <Typography color="text.secondary" sx={{ fontSize: 'clamp(1rem, 1.6vw, 1.4rem)' }}>
            {[scope, outCount ? t('studentsOutCount', { count: outCount }) : ''].filter(Boolean).join(' · ') ||
              '\u00a0'}
          </Typography>
        </div>
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 2 }}>
        <Typography
          component="p"
          sx={{ fontSize: 'clamp(1.8rem, 3.5vw, 3rem)', fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}
        >
          <time dateTime={new Date(now).toISOString()}>{formatClock(now)}</time>
        </Typography>
        {courses.length > 1 ? <CourseChoice courses={courses} value={courseId} onChange={onCourseChange} /> : null}
        <FullScreenButton />
      </Box>
    </Box>
  );
}
