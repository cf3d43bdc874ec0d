import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import type { DialogProps } from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { FormEventHandler, ReactNode } from 'react';
import { ErrorList } from './ErrorList';
import { useText } from '../i18n/use-text';
import { componentsText } from './texts';

export type TFormDialogFrameProps = {
  /** The title's id; the Dialog around the frame is named by it (aria-labelledby). */
  titleId: string;
  title: ReactNode;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onCancel: () => void;
  submitLabel: string;
  /** The submit button's text while the request runs, e.g. 'Saving...'. */
  submittingLabel: string;
  /** The request runs: both buttons are off, so it is neither cancelled nor sent twice. */
  submitting: boolean;
  /** Further reasons the submit button is off: the form is invalid or unchanged, nobody is chosen. */
  cannotSubmit?: boolean;
  /** The refusal of the request, shown under the fields (seed 000 section 8: never as a toast). */
  error: unknown;
  /** Lines above and below the fields, for content that scrolls (long student lists). */
  dividers?: boolean;
  /** The fields, and any text before them. */
  children: ReactNode;
};

/**
 * The inside of every form dialog: title, fields, the request's errors, Cancel and the submit
 * button. The form element does not box its children (display: contents), so title and actions
 * stay in view while a long form scrolls in the dialog. Use it directly inside a Dialog that
 * stays mounted while a fresh form is mounted per record (the fade-out keeps the last one shown);
 * otherwise use FormDialog.
 */
export function FormDialogFrame(props: TFormDialogFrameProps) {
  const {
    titleId,
    title,
    onSubmit,
    onCancel,
    submitLabel,
    submittingLabel,
    submitting,
    cannotSubmit = false,
    error,
    dividers,
    children,
  } = props;
  const t = useText(componentsText);
  return (
    <Box component="form" onSubmit={onSubmit} noValidate sx={{ display: 'contents' }}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent dividers={dividers}>
        {children}
        <ErrorList error={error} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={submitting}>
          {t('cancel')}
        </Button>
        <Button type="submit" variant="contained" disabled={submitting || cannotSubmit}>
          {submitting ? submittingLabel : submitLabel}
        </Button>
      </DialogActions>
    </Box>
  );
}

type TFormDialogProps = Omit<TFormDialogFrameProps, 'onCancel'> & {
  /** Dialogs mounted only while open leave it out. */
  open?: boolean;
  /** Cancel, Escape and a click beside the dialog; ignore it while submitting. */
  onClose: () => void;
  maxWidth: DialogProps['maxWidth'];
  fullScreen?: boolean;
};

/** A form in its own dialog, mounted while open: FormDialogFrame in a Dialog. */
export function FormDialog({ open = true, onClose, maxWidth, fullScreen, ...frame }: TFormDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      maxWidth={maxWidth}
      fullWidth
      fullScreen={fullScreen}
      aria-labelledby={frame.titleId}
    >
      <FormDialogFrame {...frame} onCancel={onClose} />
    </Dialog>
  );
}
