import type { TStudentRecord } from '../../../shared/privacy';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useText } from '../../i18n/use-text';
import { recordsText } from './texts';

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
  const t = useText(recordsText);
  return (
    <ConfirmDialog
      open={open}
      title={t('eraseTitle', { firstName: student.firstName, lastName: student.lastName })}
      confirmLabel={t('erase')}
      busyLabel={t('erasing')}
      destructive
      busy={busy}
      error={error}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      {t('eraseWarning')}
    </ConfirmDialog>
  );
}
