import AddCircleIcon from '@mui/icons-material/AddCircle';
import EditNoteIcon from '@mui/icons-material/EditNote';
import GavelIcon from '@mui/icons-material/Gavel';
import HistoryIcon from '@mui/icons-material/History';
import LockResetIcon from '@mui/icons-material/LockReset';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { ReactNode } from 'react';
import type { TLedgerType } from '../../../shared/ledger';

type TStudentActionsProps = {
  finesEnabled: boolean;
  editing: boolean;
  onAdd: (type: TLedgerType) => void;
  onToggleEditing: () => void;
  onResetPassword: () => void;
  onShowHistory: () => void;
};

function Action({ label, onClick, children, pressed }: { label: string; onClick: () => void; children: ReactNode; pressed?: boolean }) {
  return (
    <Tooltip title={label}>
      <IconButton
        aria-label={label}
        aria-pressed={pressed}
        onClick={onClick}
        color={pressed ? 'primary' : 'default'}
        sx={pressed ? { bgcolor: 'action.selected' } : undefined}
      >
        {children}
      </IconButton>
    </Tooltip>
  );
}

/** The teacher's action icons on a student (seed 000 section 2); hallpass and cart come later. */
export function StudentActions({ finesEnabled, editing, onAdd, onToggleEditing, onResetPassword, onShowHistory }: TStudentActionsProps) {
  return (
    <>
      <Action label="Add bonus" onClick={() => onAdd('bonus')}>
        <AddCircleIcon color="success" />
      </Action>
      {finesEnabled ? (
        <Action label="Add fine" onClick={() => onAdd('fine')}>
          <GavelIcon color="error" />
        </Action>
      ) : null}
      <Action label="Add quick purchase" onClick={() => onAdd('purchase')}>
        <ShoppingCartIcon color="warning" />
      </Action>
      <Action label="Edit transactions" onClick={onToggleEditing} pressed={editing}>
        <EditNoteIcon />
      </Action>
      <Action label="Change history" onClick={onShowHistory}>
        <HistoryIcon />
      </Action>
      <Action label="Reset password" onClick={onResetPassword}>
        <LockResetIcon />
      </Action>
    </>
  );
}
