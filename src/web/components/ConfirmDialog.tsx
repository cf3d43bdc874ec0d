import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { ReactNode } from 'react';
import { ErrorList } from './ErrorList';
import { useText } from '../i18n/use-text';
import { componentsText } from './texts';

type TConfirmDialogProps = {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  /** Shown on the confirm button while the action runs, e.g. 'Deleting...'. */
  busyLabel?: string;
  busy?: boolean;
  error?: unknown;
  destructive?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/** Asks before anything that can't be undone (P30); shows the action's errors in place. */
export function ConfirmDialog(props: TConfirmDialogProps) {
  const { open, title, children, confirmLabel, busyLabel, busy = false, error, destructive = false } = props;
  const t = useText(componentsText);
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : props.onCancel}
      aria-labelledby="confirm-dialog-title"
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id="confirm-dialog-title">{title}</DialogTitle>
      <DialogContent>
        <DialogContentText component="div">{children}</DialogContentText>
        <ErrorList error={error} />
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onCancel} disabled={busy}>
          {t('cancel')}
        </Button>
        <Button onClick={props.onConfirm} disabled={busy} variant="contained" color={destructive ? 'error' : 'primary'}>
          {busy && busyLabel ? busyLabel : confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
