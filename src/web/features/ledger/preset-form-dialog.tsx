import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { zodResolver } from '@hookform/resolvers/zod';
import { useSnackbar } from 'notistack';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type { TPreset } from '../../../shared/ledger';
import { ErrorList } from '../../components/ErrorList';
import { useSavePreset } from './preset-queries';
import type { TPresetKind } from './preset-queries';
import { TransactionFields } from './transaction-fields';
import { EMPTY_TRANSACTION_FORM, ZTransactionForm } from './transaction-form';
import type { TTransactionFormInput, TTransactionFormValues } from './transaction-form';

export const PRESET_LABEL: Record<TPresetKind, string> = { bonus: 'Bonus', fine: 'Fine' };

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
          enqueueSnackbar(`${PRESET_LABEL[kind]} ${preset ? 'updated' : 'added'}`, { variant: 'success' });
          onClose();
        },
      },
    ),
  );

  const noun = PRESET_LABEL[kind].toLowerCase();
  return (
    <Box component="form" onSubmit={onSubmit} noValidate sx={{ display: 'contents' }}>
      <DialogTitle id={titleId}>{preset ? `Edit ${noun} preset` : `New ${noun} preset`}</DialogTitle>
      <DialogContent>
        <TransactionFields control={control} setValue={setValue} disabled={save.isPending} autoFocus />
        <ErrorList error={save.error} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={save.isPending}>
          Cancel
        </Button>
        <Button type="submit" variant="contained" disabled={save.isPending}>
          {preset ? (save.isPending ? 'Updating...' : 'Update') : save.isPending ? 'Adding...' : 'Add'}
        </Button>
      </DialogActions>
    </Box>
  );
}
