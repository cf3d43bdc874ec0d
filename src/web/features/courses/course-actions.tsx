import AssignmentIcon from '@mui/icons-material/Assignment';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import GroupsIcon from '@mui/icons-material/Groups';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { Tooltip } from '../../components/Tooltip';
import type { ReactNode } from 'react';
import type { TCourse } from '../../../shared/courses';
import type { TCourseDialogKind, TOpenPageDialog } from './page-dialog';

type TAction = {
  kind: TCourseDialogKind;
  title: string;
  label: (name: string) => string;
  icon: ReactNode;
  danger?: boolean;
};

/** Seed 001 section 2: the per-course actions, in the order the seed lists them. */
const ACTIONS: readonly TAction[] = [
  {
    kind: 'assignments',
    title: 'Manage assignments',
    label: (n) => `Manage assignments for ${n}`,
    icon: <AssignmentIcon />,
  },
  { kind: 'groups', title: 'Random groups', label: (n) => `Random groups for ${n}`, icon: <GroupsIcon /> },
  { kind: 'add-student', title: 'Add student', label: (n) => `Add student to ${n}`, icon: <PersonAddIcon /> },
  { kind: 'import', title: 'Import students', label: (n) => `Import students to ${n}`, icon: <UploadFileIcon /> },
  { kind: 'edit-course', title: 'Edit course', label: (n) => `Edit course ${n}`, icon: <EditIcon /> },
  {
    kind: 'delete-course',
    title: 'Delete course',
    label: (n) => `Delete course ${n}`,
    icon: <DeleteIcon />,
    danger: true,
  },
];

export function CourseActions({ course, onOpen }: { course: TCourse; onOpen: TOpenPageDialog }) {
  return (
    <Box role="toolbar" aria-label={`Actions for ${course.name}`} sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
      {ACTIONS.map((action) => (
        <Tooltip key={action.kind} title={action.title}>
          <IconButton
            aria-label={action.label(course.name)}
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
