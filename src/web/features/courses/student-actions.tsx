import BlockIcon from '@mui/icons-material/Block';
import DeleteIcon from '@mui/icons-material/Delete';
import DriveFileMoveIcon from '@mui/icons-material/DriveFileMove';
import EditIcon from '@mui/icons-material/Edit';
import HowToRegIcon from '@mui/icons-material/HowToReg';
import LockResetIcon from '@mui/icons-material/LockReset';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import Box from '@mui/material/Box';
import { useNavigate } from 'react-router';
import type { TStudentSummary } from '../../../shared/courses';
import { ActionsMenu } from '../../components/ActionsMenu';
import { IconAction } from '../../components/IconAction';
import type { TAction } from '../../components/IconAction';
import { usePhone } from '../../components/use-phone';
import type { TStudentDialogKind } from './page-dialog';
import { studentName } from './student-form';
import { useText } from '../../i18n/use-text';
import { coursesText } from './texts';

type TStudentActionsProps = { student: TStudentSummary; onOpen: (dialog: TStudentDialogKind) => void };

/**
 * The per-student actions on Manage Courses (seed 001 section 2): icons with tips on a wider screen,
 * one 'Actions' menu with each action's words on a phone.
 */
export function StudentActions({ student, onOpen }: TStudentActionsProps) {
  const t = useText(coursesText);
  const navigate = useNavigate();
  const phone = usePhone();
  const name = studentName(student);
  const actions: TAction[] = [
    {
      key: 'account',
      label: t('viewAccount'),
      name: `View account of ${name}`,
      icon: <ReceiptLongIcon fontSize="small" />,
      onClick: () => void navigate(`/teacher/accounts?student=${encodeURIComponent(student.username)}`),
    },
    {
      key: 'move',
      label: t('moveToCourse'),
      name: `Move ${name}`,
      icon: <DriveFileMoveIcon fontSize="small" />,
      onClick: () => onOpen('move'),
    },
    {
      key: 'edit',
      label: t('editStudent'),
      name: `Edit ${name}`,
      icon: <EditIcon fontSize="small" />,
      onClick: () => onOpen('edit'),
    },
    student.dropped
      ? {
          key: 'drop',
          label: t('reinstateStudent'),
          name: `Reinstate ${name}`,
          icon: <HowToRegIcon fontSize="small" />,
          onClick: () => onOpen('drop'),
        }
      : {
          key: 'drop',
          label: t('dropStudent'),
          name: `Drop ${name}`,
          icon: <BlockIcon fontSize="small" />,
          onClick: () => onOpen('drop'),
        },
    {
      key: 'reset-password',
      label: t('resetPassword'),
      name: `Reset password of ${name}`,
      icon: <LockResetIcon fontSize="small" />,
      onClick: () => onOpen('reset-password'),
    },
    {
      key: 'delete',
      label: t('deleteStudent'),
      name: `Delete ${name}`,
      icon: <DeleteIcon fontSize="small" />,
      onClick: () => onOpen('delete'),
      danger: true,
    },
  ];
  if (phone) return <ActionsMenu of={name} actions={actions} />;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'nowrap', gap: 0.25 }}>
      {actions.map((action) => (
        <IconAction key={action.key} action={action} size="small" />
      ))}
    </Box>
  );
}
