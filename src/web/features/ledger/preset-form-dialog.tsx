import Dialog from '@mui/material/Dialog';
import { zodResolver } from '@hookform/resolvers/zod';
import { useSnackbar } from '../../components/use-snackbar';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type { TPreset } from '../../../shared/ledger';
import { FormDialogFrame } from '../../components/FormDialog';
import { useSavePreset } from './preset-queries';
import type { TPresetKind } from './preset-queries';
import { TransactionFields } from './transaction-fields';
import { EMPTY_TRANSACTION_FORM, ZTransactionForm } from './transaction-form';
import type { TTransactionFormInput, TTransactionFormValues } from './transaction-form';
import { ledgerText } from './texts';
import { useText } from '../../i18n/use-text';

const ADDED = { bonus: 'addedBonus', fine: 'addedFine' } as const satisfies Record<TPresetKind, string>;
const UPDATED = { bonus: 'bonusUpdated', fine: 'fineUpdated' } as const;
const EDIT_TITLE = { bonus: 'editBonusPreset', fine: 'editFinePreset' } as const;
const NEW_TITLE = { bonus: 'newBonusPreset', fine: 'newFinePreset' } as const;

type TPresetFormDialogProps = {
  kind: TPresetKind;
  /** null adds a new preset; a preset edits it. */
  preset: TPreset | null;
  open: boolean;
  onClose: () => void;
};

/** Add or edit one bonus or fine preset: description and amount. */
export function PresetFormDialog({ kind, preset, open, onClose }: TPresetFormDialogProps) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} maxWidth="xs" fullWidth aria-labelledby={titleId}>
      {open ? <PresetForm kind={kind} preset={preset} titleId={titleId} onClose={onClose} /> : null}
    </Dialog>
  );
}

function PresetForm({ kind, preset, titleId, onClose }: Omit<TPresetFormDialogProps, 'open'> & { titleId: string }) {
  const t = useText(ledgerText);
  const { enqueueSnackbar } = useSnackbar();
  const save = useSavePreset(kind);
  const { control, handleSubmit, setValue } = useForm<TTransactionFormInput, unknown, TTransactionFormValues>({
    resolver: zodResolver(ZTransactionForm),
    defaultValues: preset ? { amount: String(preset.amount), description: preset.description } : EMPTY_TRANSACTION_FORM,
  });

  const onSubmit = handleSubmit((values) =>
    save.mutate(
      { id: preset?._id ?? null, preset: values },
      {
        onSuccess: () => {
          enqueueSnackbar(ledgerText.t(preset ? UPDATED[kind] : ADDED[kind]), { variant: 'success' });
          onClose();
        },
      },
    ),
  );

  return (
    <FormDialogFrame
      titleId={titleId}
      title={preset ? t(EDIT_TITLE[kind]) : t(NEW_TITLE[kind])}
      onSubmit={onSubmit}
      onCancel={onClose}
      submitLabel={preset ? t('update') : t('add')}
      submittingLabel={preset ? t('updating') : t('adding')}
      submitting={save.isPending}
      error={save.error}
    >
      <TransactionFields control={control} setValue={setValue} disabled={save.isPending} autoFocus />
    </FormDialogFrame>
  );
}
