import { PhoneDialog } from '../../components/PhoneDialog';
import DialogContentText from '@mui/material/DialogContentText';
import { zodResolver } from '@hookform/resolvers/zod';
import { useSnackbar } from '../../components/use-snackbar';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { TStudentSummary } from '../../../shared/courses';
import type { TLedgerType } from '../../../shared/ledger';
import { FormDialogFrame } from '../../components/FormDialog';
import { useFormDraft } from '../auth';
import { periodLabel } from '../courses';
import { useAddBulkTransactions } from './queries';
import { StudentChecklist } from './student-checklist';
import { ADDED_KEY } from './transaction-display';
import { ledgerText } from './texts';
import { useText } from '../../i18n/use-text';
import { TransactionFields } from './transaction-fields';
import { useRetainedValue } from '../../components/use-retained-value';
import { EMPTY_TRANSACTION_FORM, ZTransactionForm } from './transaction-form';
import type { TTransactionFormInput, TTransactionFormValues } from './transaction-form';

const BULK_TITLE = { bonus: 'bulkTitleBonus', fine: 'bulkTitleFine', purchase: 'bulkTitlePurchase' } as const;
const BULK_INTRO = { bonus: 'bulkIntroBonus', fine: 'bulkIntroFine', purchase: 'bulkIntroPurchase' } as const;

type TBulkCourse = { name: string; period: number; students: TStudentSummary[] };

type TBulkTransactionDialogProps = {
  type: TLedgerType | null;
  /** The course whose active students can be chosen, in list order. */
  course: TBulkCourse | null;
  onClose: () => void;
};

/** Add Bonuses / Add Fines / Add Purchases: one entry for each chosen student (seed 001 section 5). */
export function BulkTransactionDialog({ type, course, onClose }: TBulkTransactionDialogProps) {
  const titleId = useId();
  const open = type !== null && course !== null;
  const shown = useRetainedValue(open ? type : null);
  return (
    <PhoneDialog open={open} onClose={onClose} maxWidth="sm" aria-labelledby={titleId} scroll="paper">
      {shown.value && course ? (
        <BulkForm key={shown.key} type={shown.value} course={course} titleId={titleId} onClose={onClose} />
      ) : null}
    </PhoneDialog>
  );
}

function BulkForm({
  type,
  course,
  titleId,
  onClose,
}: {
  type: TLedgerType;
  course: TBulkCourse;
  titleId: string;
  onClose: () => void;
}) {
  const t = useText(ledgerText);
  const { enqueueSnackbar } = useSnackbar();
  const bulk = useAddBulkTransactions();
  const [selected, setSelected] = useState<Set<string>>(() => new Set());
  const form = useForm<TTransactionFormInput, unknown, TTransactionFormValues>({
    resolver: zodResolver(ZTransactionForm),
    defaultValues: EMPTY_TRANSACTION_FORM,
  });
  const { control, handleSubmit, setValue } = form;
  useFormDraft(`bulk-${type}:${periodLabel(course)}`, form);

  const chosen = course.students.filter((s) => selected.has(s._id)).map((s) => s._id);

  const close = () => {
    if (!bulk.isPending) onClose();
  };

  const onSubmit = handleSubmit((values) => {
    if (chosen.length === 0) return;
    bulk.mutate(
      { ...values, type, studentIds: chosen },
      {
        onSuccess: () => {
          enqueueSnackbar(ledgerText.t(ADDED_KEY[type]), { variant: 'success' });
          onClose();
        },
      },
    );
  });

  return (
    <FormDialogFrame
      titleId={titleId}
      title={t(BULK_TITLE[type])}
      onSubmit={onSubmit}
      onCancel={close}
      submitLabel={chosen.length > 1 ? t('addToStudents', { count: chosen.length }) : t('add')}
      submittingLabel={t('adding')}
      submitting={bulk.isPending}
      cannotSubmit={chosen.length === 0}
      error={bulk.error}
      dividers
    >
      <DialogContentText variant="body2" sx={{ mb: 2 }}>
        {t(BULK_INTRO[type], { period: periodLabel(course) })}
      </DialogContentText>
      <StudentChecklist
        students={course.students}
        selected={selected}
        onChange={setSelected}
        disabled={bulk.isPending}
      />
      <TransactionFields
        control={control}
        setValue={setValue}
        presetKind={type === 'bonus' || type === 'fine' ? type : null}
        disabled={bulk.isPending}
      />
    </FormDialogFrame>
  );
}
