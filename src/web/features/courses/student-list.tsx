import PersonOutlineIcon from '@mui/icons-material/PersonOutline';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import { Fragment, useMemo } from 'react';
import type { TCourse } from '../../../shared/courses';
import { EmptyState } from '../../components/EmptyState';
import type { TOpenPageDialog } from './page-dialog';
import { sortStudents } from './student-form';
import type { TNameOrder } from './student-form';
import { StudentRow } from './student-row';
import { useText } from '../../i18n/use-text';
import { coursesText } from './texts';

type TStudentListProps = { course: TCourse; order: TNameOrder; onOpen: TOpenPageDialog };

/** Every student of the course, dropped ones included, in the chosen name order. */
export function StudentList({ course, order, onOpen }: TStudentListProps) {
  const t = useText(coursesText);
  const students = useMemo(() => sortStudents(course.students, order), [course.students, order]);

  if (students.length === 0) {
    return <EmptyState icon={<PersonOutlineIcon />} title={t('noStudentsInCourse')} />;
  }

  return (
    <Box role="list" aria-label={t('studentsIn', { name: course.name })}>
      {students.map((student, index) => (
        <Fragment key={student._id}>
          {index > 0 ? <Divider component="div" role="presentation" /> : null}
          <StudentRow student={student} order={order} onOpen={(kind) => onOpen({ kind, course, student })} />
        </Fragment>
      ))}
    </Box>
  );
}
