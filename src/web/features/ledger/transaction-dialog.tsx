import { PhoneDialog } from '../../components/PhoneDialog';
import DialogContentText from '@mui/material/DialogContentText';
import { zodResolver } from '@hookform/resolvers/zod';
import { useSnackbar } from '../../components/use-snackbar';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { TLedgerType, TTransaction } from '../../../shared/ledger';
import { FormDialogFrame } from '../../components/FormDialog';
import { useFormDraft } from '../auth';
import { useAddTransaction, useUpdateTransaction } from './queries';
import { ADDED_KEY } from './transaction-display';
import { ledgerText } from './texts';
import { useText } from '../../i18n/use-text';
import { TransactionFields } from './transaction-fields';
import { useRetainedValue } from '../../components/use-retained-value';
import { EMPTY_TRANSACTION_FORM, ZTransactionForm } from './transaction-form';
import type { TTransactionFormInput, TTransactionFormValues } from './transaction-form';

type TStudentRef = { _id: string; firstName: string; lastName: string };

export type TTransactionDialogTarget =
  | { mode: 'add'; type: TLedgerType; student: TStudentRef }
  | { mode: 'edit'; transaction: TTransaction; student: TStudentRef };

const ADD_TITLE = { bonus: 'addBonus', fine: 'addFine', purchase: 'addQuickPurchase' } as const satisfies Record<
  TLedgerType,
  string
>;
const EDIT_TITLE = {
  assessment: 'editAssessment',
  bonus: 'editBonus',
  fine: 'editFine',
  purchase: 'editPurchase',
} as const;

type TTransactionDialogProps = { target: TTransactionDialogTarget | null; onClose: () => void };

/** Add a bonus, fine or quick purchase to one student, or edit an entry (seed 000 section 5). */
export function TransactionDialog({ target, onClose }: TTransactionDialogProps) {
  const titleId = useId();
  const shown = useRetainedValue(target);
  return (
    <PhoneDialog open={target !== null} onClose={onClose} maxWidth="xs" aria-labelledby={titleId}>
      {shown.value ? (
        <TransactionForm key={shown.key} target={shown.value} titleId={titleId} onClose={onClose} />
      ) : null}
    </PhoneDialog>
  );
}

function TransactionForm({
  target,
  titleId,
  onClose,
}: {
  target: TTransactionDialogTarget;
  titleId: string;
  onClose: () => void;
}) {
  const t = useText(ledgerText);
  const { enqueueSnackbar } = useSnackbar();
  const add = useAddTransaction();
  const update = useUpdateTransaction();
  const editing = target.mode === 'edit';
  const mutation = editing ? update : add;
  const type = editing ? target.transaction.type : target.type;
  // A quick purchase may name a product (seed 000 section 5); the server then takes it from stock.
  const [productId, setProductId] = useState('');
  const quickPurchase = target.mode === 'add' && target.type === 'purchase';

  const form = useForm<TTransactionFormInput, unknown, TTransactionFormValues>({
    resolver: zodResolver(ZTransactionForm),
    defaultValues: editing
      ? { amount: String(target.transaction.amount), description: target.transaction.description }
      : EMPTY_TRANSACTION_FORM,
  });
  const { control, handleSubmit, setValue } = form;
  // What was typed survives a session that ends before it is sent (issue 28).
  useFormDraft(
    target.mode === 'edit' ? `transaction:${target.transaction._id}` : `${target.type}:${target.student._id}`,
    form,
  );

  const close = () => {
    if (!mutation.isPending) onClose();
  };

  const onSubmit = handleSubmit((values) => {
    if (target.mode === 'edit') {
      update.mutate(
        { id: target.transaction._id, ...values },
        {
          onSuccess: () => {
            enqueueSnackbar(ledgerText.t('transactionUpdated'), { variant: 'success' });
            onClose();
          },
        },
      );
      return;
    }
    add.mutate(
      { studentId: target.student._id, type: target.type, ...values, ...(productId ? { productId } : {}) },
      {
        onSuccess: () => {
          enqueueSnackbar(ledgerText.t(ADDED_KEY[target.type]), { variant: 'success' });
          onClose();
        },
      },
    );
  });

  const title = editing ? t(EDIT_TITLE[type]) : t(ADD_TITLE[target.type]);
  const presetKind = type === 'bonus' || type === 'fine' ? type : null;

  return (
    <FormDialogFrame
      titleId={titleId}
      title={title}
      onSubmit={onSubmit}
      onCancel={close}
      submitLabel={editing ? t('update') : t('add')}
      submittingLabel={editing ? t('updating') : t('adding')}
      submitting={mutation.isPending}
      error={mutation.error}
    >
      <DialogContentText variant="body2" sx={{ mb: 1 }}>
        {t('forStudent', { firstName: target.student.firstName, lastName: target.student.lastName })}
      </DialogContentText>
      <TransactionFields
        control={control}
        setValue={setValue}
        presetKind={editing ? null : presetKind}
        product={quickPurchase ? { id: productId, onPick: (product) => setProductId(product?._id ?? '') } : undefined}
        disabled={mutation.isPending}
        autoFocus
      />
    </FormDialogFrame>
  );
}
