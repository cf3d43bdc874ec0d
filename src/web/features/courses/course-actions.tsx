import AssignmentIcon from '@mui/icons-material/Assignment';
import BadgeIcon from '@mui/icons-material/Badge';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import GroupsIcon from '@mui/icons-material/Groups';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import SupervisorAccountIcon from '@mui/icons-material/SupervisorAccount';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { Tooltip } from '../../components/Tooltip';
import type { ReactNode } from 'react';
import type { TCourse } from '../../../shared/courses';
import type { TCourseDialogKind, TOpenPageDialog } from './page-dialog';
import { useText } from '../../i18n/use-text';
import { coursesText } from './texts';
import type en from './locales/en';

type TCoursesKey = keyof typeof en;

type TAction = {
  kind: TCourseDialogKind;
  title: TCoursesKey;
  /** Names the course: '{name}'. */
  label: TCoursesKey;
  icon: ReactNode;
  danger?: boolean;
};

/** Seed 001 section 2: the per-course actions, in the order the seed lists them, then P60's. */
const ACTIONS: readonly TAction[] = [
  {
    kind: 'assignments',
    title: 'manageAssignments',
    label: 'manageAssignmentsFor',
    icon: <AssignmentIcon />,
  },
  { kind: 'groups', title: 'randomGroups', label: 'randomGroupsFor', icon: <GroupsIcon /> },
  { kind: 'add-student', title: 'addStudent', label: 'addStudentTo', icon: <PersonAddIcon /> },
  { kind: 'import', title: 'importStudents', label: 'importStudentsTo', icon: <UploadFileIcon /> },
  // P60: the class's other adults.
  { kind: 'co-teachers', title: 'coTeachers', label: 'coTeachersFor', icon: <SupervisorAccountIcon /> },
  { kind: 'substitute', title: 'substitute', label: 'substituteCodeFor', icon: <BadgeIcon /> },
  { kind: 'edit-course', title: 'editCourse', label: 'editCourseNamed', icon: <EditIcon /> },
  {
    kind: 'delete-course',
    title: 'deleteCourse',
    label: 'deleteCourseNamed',
    icon: <DeleteIcon />,
    danger: true,
  },
];

export function CourseActions({ course, onOpen }: { course: TCourse; onOpen: TOpenPageDialog }) {
  const t = useText(coursesText);
  return (
    <Box
      role="toolbar"
      aria-label={t('actionsFor', { name: course.name })}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}
    >
      {ACTIONS.map((action) => (
        <Tooltip key={action.kind} title={t(action.title)}>
          <IconButton
            aria-label={t(action.label, { name: course.name })}
            color={action.danger ? 'error' : 'default'}
            onClick={() => onOpen({ kind: action.kind, course })}
          >
            {action.icon}
          </IconButton>
        </Tooltip>
      ))}
    </Box>
  );
}
