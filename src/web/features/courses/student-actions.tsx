import BlockIcon from '@mui/icons-material/Block';
import DeleteIcon from '@mui/icons-material/Delete';
import DriveFileMoveIcon from '@mui/icons-material/DriveFileMove';
import EditIcon from '@mui/icons-material/Edit';
import HowToRegIcon from '@mui/icons-material/HowToReg';
import LockResetIcon from '@mui/icons-material/LockReset';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { Tooltip } from '../../components/Tooltip';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import type { TStudentSummary } from '../../../shared/courses';
import type { TStudentDialogKind } from './page-dialog';
import { studentName } from './student-form';

type TActionProps = { title: string; label: string; onClick: () => void; children: ReactNode; color?: 'error' };

function Action({ title, label, onClick, children, color }: TActionProps) {
  return (
    <Tooltip title={title}>
      <IconButton size="small" aria-label={label} onClick={onClick} color={color}>
        {children}
      </IconButton>
    </Tooltip>
  );
}

type TStudentActionsProps = { student: TStudentSummary; onOpen: (dialog: TStudentDialogKind) => void };

/** The per-student icons on Manage Courses (seed 001 section 2). */
export function StudentActions({ student, onOpen }: TStudentActionsProps) {
  const navigate = useNavigate();
  const name = studentName(student);
  return (
    <Box sx={{ display: 'flex', flexWrap: 'nowrap', gap: 0.25 }}>
      <Action
        title="View account"
        label={`View account of ${name}`}
        onClick={() => void navigate(`/teacher/accounts?student=${encodeURIComponent(student.username)}`)}
      >
        <ReceiptLongIcon fontSize="small" />
      </Action>
      <Action title="Move to another course" label={`Move ${name}`} onClick={() => onOpen('move')}>
        <DriveFileMoveIcon fontSize="small" />
      </Action>
      <Action title="Edit student" label={`Edit ${name}`} onClick={() => onOpen('edit')}>
        <EditIcon fontSize="small" />
      </Action>
      {student.dropped ? (
        <Action title="Reinstate student" label={`Reinstate ${name}`} onClick={() => onOpen('drop')}>
          <HowToRegIcon fontSize="small" />
        </Action>
      ) : (
        <Action title="Drop student" label={`Drop ${name}`} onClick={() => onOpen('drop')}>
          <BlockIcon fontSize="small" />
        </Action>
      )}
      <Action title="Reset password" label={`Reset password of ${name}`} onClick={() => onOpen('reset-password')}>
        <LockResetIcon fontSize="small" />
      </Action>
      <Action title="Delete student" label={`Delete ${name}`} onClick={() => onOpen('delete')} color="error">
        <DeleteIcon fontSize="small" />
      </Action>
    </Box>
  );
}
