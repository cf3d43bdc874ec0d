import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { get, useFormState, useWatch } from 'react-hook-form';
import type { Control, FieldError, UseFormSetValue } from 'react-hook-form';
import { LIMITS } from '../../../shared/messages';
import { PresetPicker } from './preset-picker';
import type { TPresetKind } from './preset-queries';
import type { TTransactionFormInput, TTransactionFormValues } from './transaction-form';

type TFieldProps = { control: Control<TTransactionFormInput, unknown, TTransactionFormValues>; disabled?: boolean; autoFocus?: boolean };

function AmountField({ control, disabled, autoFocus }: TFieldProps) {
  const { errors } = useFormState({ control, name: 'amount' });
  const error = get(errors, 'amount') as FieldError | undefined;
  const { ref, ...field } = control.register('amount');
  return (
    <TextField
      {...field}
      inputRef={ref}
      label="Amount"
      required
      disabled={disabled}
      autoFocus={autoFocus}
      fullWidth
      size="small"
      autoComplete="off"
      error={Boolean(error)}
      helperText={error?.message ?? ' '}
      slotProps={{
        htmlInput: { inputMode: 'numeric' },
        input: { endAdornment: <InputAdornment position="end">pts</InputAdornment> },
      }}
    />
  );
}

function DescriptionField({ control, disabled }: TFieldProps) {
  const { errors } = useFormState({ control, name: 'description' });
  const error = get(errors, 'description') as FieldError | undefined;
  const length = (useWatch({ control, name: 'description' }) ?? '').length;
  const { ref, ...field } = control.register('description');
  const counter = `${length}/${LIMITS.description}`;
  return (
    <TextField
      {...field}
      inputRef={ref}
      label="Description"
      required
      disabled={disabled}
      fullWidth
      size="small"
      autoComplete="off"
      error={Boolean(error)}
      helperText={
        <Box component="span" sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
          <span>{error?.message ?? ''}</span>
          <span>{counter}</span>
        </Box>
      }
      slotProps={{ htmlInput: { maxLength: LIMITS.description } }}
    />
  );
}

type TTransactionFieldsProps = {
  control: Control<TTransactionFormInput, unknown, TTransactionFormValues>;
  setValue: UseFormSetValue<TTransactionFormInput>;
  /** Bonuses and fines offer their presets; purchases have none. */
  presetKind?: TPresetKind | null;
  disabled?: boolean;
  autoFocus?: boolean;
};

/** The transaction form of seed 000 section 5: an optional preset, amount and description. */
export function TransactionFields({ control, setValue, presetKind = null, disabled, autoFocus }: TTransactionFieldsProps) {
  return (
    <Box sx={{ display: 'grid', gap: 2, pt: 1 }}>
      {presetKind ? (
        <PresetPicker
          kind={presetKind}
          disabled={disabled}
          onPick={(preset) => {
            setValue('description', preset.description, { shouldValidate: true, shouldDirty: true });
            setValue('amount', String(preset.amount), { shouldValidate: true, shouldDirty: true });
          }}
        />
      ) : null}
      <AmountField control={control} disabled={disabled} autoFocus={autoFocus} />
      <DescriptionField control={control} disabled={disabled} />
    </Box>
  );
}
