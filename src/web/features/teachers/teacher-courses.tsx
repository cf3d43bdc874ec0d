import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { TTeacherSummary } from '../../../shared/teachers';

export function TeacherCourses({ courses }: { courses: TTeacherSummary['courses'] }) {
  if (courses.length === 0) {
    return (
      <Typography color="text.secondary" variant="body2">
        No courses
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
          secondaryAction={<Chip size="small" label={`${course.studentCount} students`} />}
        >
          <ListItemText primary={course.name} secondary={`Period ${course.period}`} />
        </ListItem>
      ))}
    </List>
  );
}
