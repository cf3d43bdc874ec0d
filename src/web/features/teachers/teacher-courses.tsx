import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { TTeacherSummary } from '../../../shared/teachers';
import { teachersText } from './texts';
import { useText } from '../../i18n/use-text';

export function TeacherCourses({ courses }: { courses: TTeacherSummary['courses'] }) {
  const t = useText(teachersText);
  if (courses.length === 0) {
    return (
      <Typography color="text.secondary" variant="body2">
        {t('noCourses')}
      </Typography>
    );
  }
  const sorted = [...courses].sort((a, b) => a.period - b.period);
  return (
    <List dense disablePadding>
      {sorted.map((course) => (
        <ListItem
          key={course._id}
          disableGutters
          secondaryAction={<Chip size="small" label={t('studentCount', { count: course.studentCount })} />}
        >
          <ListItemText primary={course.name} secondary={t('period', { period: course.period })} />
        </ListItem>
      ))}
    </List>
  );
}
