import AddCircleIcon from '@mui/icons-material/AddCircle';
import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import ConfirmationNumberIcon from '@mui/icons-material/ConfirmationNumber';
import EditNoteIcon from '@mui/icons-material/EditNote';
import GavelIcon from '@mui/icons-material/Gavel';
import HistoryIcon from '@mui/icons-material/History';
import LockResetIcon from '@mui/icons-material/LockReset';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import IconButton from '@mui/material/IconButton';
import { Tooltip } from '../../components/Tooltip';
import type { ReactNode } from 'react';
import type { TLedgerType } from '../../../shared/ledger';

type TStudentActionsProps = {
  /** Hallpasses on: the teacher can write the student a pass. */
  hallpassesEnabled: boolean;
  finesEnabled: boolean;
  /** Online purchases on: the teacher can also order for the student through a cart. */
  storeEnabled: boolean;
  editing: boolean;
  onAdd: (type: TLedgerType) => void;
  onCreatePass: () => void;
  onAddCartPurchase: () => void;
  onToggleEditing: () => void;
  onResetPassword: () => void;
  onShowHistory: () => void;
};

function Action({
  label,
  onClick,
  children,
  pressed,
}: {
  label: string;
  onClick: () => void;
  children: ReactNode;
  pressed?: boolean;
}) {
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

/** The teacher's action icons on a student (seed 000 section 2). */
export function StudentActions(props: TStudentActionsProps) {
  const {
    hallpassesEnabled,
    finesEnabled,
    storeEnabled,
    editing,
    onAdd,
    onCreatePass,
    onAddCartPurchase,
    onToggleEditing,
    onResetPassword,
    onShowHistory,
  } = props;
  return (
    <>
      {hallpassesEnabled ? (
        <Action label="Create hallpass" onClick={onCreatePass}>
          <ConfirmationNumberIcon color="primary" />
        </Action>
      ) : null}
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
      {storeEnabled ? (
        <Action label="Add purchase with cart" onClick={onAddCartPurchase}>
          <AddShoppingCartIcon color="warning" />
        </Action>
      ) : null}
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
