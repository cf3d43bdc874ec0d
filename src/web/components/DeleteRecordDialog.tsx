import type { UseMutationResult } from '@tanstack/react-query';
import { useSnackbar } from './use-snackbar';
import type { ReactNode } from 'react';
import { useRetainedValue } from './use-retained-value';
import { ConfirmDialog } from './ConfirmDialog';
import { useText } from '../i18n/use-text';
import { componentsText } from './texts';

type TDeleteRecordDialogProps<T extends { _id: string }> = {
  /** The record to delete; null closes the dialog. */
  record: T | null;
  onClose: () => void;
  title: string;
  successMessage: string;
  remove: UseMutationResult<unknown, unknown, string>;
  /** What the dialog says about the record; it stays on screen while the dialog fades out. */
  describe: (record: T) => ReactNode;
  /** What the delete call is given: the id unless the API names records otherwise (products: slug). */
  keyOf?: (record: T) => string;
};

/**
 * P30: a deletion that asks first, shows the server's refusal in place (never as a toast), and
 * closes with the success snackbar once the server has done it.
 */
export function DeleteRecordDialog<T extends { _id: string }>({
  record,
  onClose,
  title,
  successMessage,
  remove,
  describe,
  keyOf = (r) => r._id,
}: TDeleteRecordDialogProps<T>) {
  const { enqueueSnackbar } = useSnackbar();
  const t = useText(componentsText);
  const shown = useRetainedValue(record).value;

  const close = () => {
    if (remove.isPending) return;
    remove.reset();
    onClose();
  };

  return (
    <ConfirmDialog
      open={record !== null}
      title={title}
      confirmLabel={t('delete')}
      busyLabel={t('deleting')}
      destructive
      busy={remove.isPending}
      error={remove.error}
      onCancel={close}
      onConfirm={() => {
        if (!record) return;
        remove.mutate(keyOf(record), {
          onSuccess: () => {
            enqueueSnackbar(successMessage, { variant: 'success' });
            remove.reset();
            onClose();
          },
        });
      }}
    >
      {shown ? describe(shown) : null}
    </ConfirmDialog>
  );
}
