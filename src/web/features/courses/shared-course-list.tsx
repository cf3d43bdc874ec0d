import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import type { TCourse } from '../../../shared/courses';
import { useText } from '../../i18n/use-text';
import { teacherName } from '../shared-class';
import { periodLabel } from './student-names';
import { coursesText } from './texts';

/**
 * P60: the courses other teachers share with the signed-in teacher, at the foot of Manage Courses:
 * named with their teacher and how many students they have, each opening its class view. Their
 * teacher manages them, so there are no course actions here.
 */
export function SharedCourseList({ courses }: { courses: readonly TCourse[] }) {
  const t = useText(coursesText);
  if (courses.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="shared-courses-title" sx={{ mt: 4 }}>
      <Typography id="shared-courses-title" variant="h6" component="h2">
        {t('sharedWithYou')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {t('sharedCoursesHelp')}
      </Typography>
      <Box component="ul" sx={{ display: 'grid', gap: 1, p: 0, m: 0, listStyle: 'none' }}>
        {courses.map((course) => (
          <Paper
            key={course._id}
            component="li"
            variant="outlined"
            sx={{ px: 2, py: 1.5, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}
          >
            <Box sx={{ flex: '1 1 200px', minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600 }}>{periodLabel(course)}</Typography>
              <Typography variant="body2" color="text.secondary">
                {t('sharedCourseOf', { teacher: teacherName(course.teacher) })} ·{' '}
                {t('studentCount', { count: course.students.filter((s) => !s.dropped).length })}
              </Typography>
            </Box>
            <Button
              component={Link}
              to={`/teacher/shared/${course._id}`}
              variant="outlined"
              aria-label={t('openSharedCourse', { name: periodLabel(course) })}
            >
              {t('openClass')}
            </Button>
          </Paper>
        ))}
      </Box>
    </Box>
  );
}
