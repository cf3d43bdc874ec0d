import type { TStudentRecord } from '../../../shared/privacy';
import { ConfirmDialog } from '../../components/ConfirmDialog';

type TEraseStudentDialogProps = {
  student: TStudentRecord['student'];
  open: boolean;
  busy: boolean;
  error: unknown;
  onConfirm: () => void;
  onCancel: () => void;
};

/** P42: the admin erases a student from every class, once they have read what that deletes. */
export function EraseStudentDialog({ student, open, busy, error, onConfirm, onCancel }: TEraseStudentDialogProps) {
  return (
    <ConfirmDialog
      open={open}
      title={`Erase ${student.firstName} ${student.lastName}?`}
      confirmLabel="Erase"
      busyLabel="Erasing..."
      destructive
      busy={busy}
      error={error}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      This deletes everything Classmint keeps about them, in every class, and can&apos;t be undone. Download their
      record first if the family asked for it.
    </ConfirmDialog>
  );
}
