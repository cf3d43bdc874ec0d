import Box from '@mui/material/Box';
import { CharacterCount } from '../../components/form/CharacterCount';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { get, useFormState, useWatch } from 'react-hook-form';
import type { Control, FieldError, UseFormSetValue } from 'react-hook-form';
import { LIMITS } from '../../../shared/messages';
import type { TProduct } from '../../../shared/store';
import { QuickPurchaseProductPicker } from '../store';
import { PresetPicker } from './preset-picker';
import type { TPresetKind } from './preset-queries';
import type { TTransactionFormInput, TTransactionFormValues } from './transaction-form';
import { ledgerHistoryText } from './history/texts';
import { ledgerText } from './texts';
import { useText } from '../../i18n/use-text';

type TFieldProps = {
  control: Control<TTransactionFormInput, unknown, TTransactionFormValues>;
  disabled?: boolean;
  autoFocus?: boolean;
};

/** With a product chosen the server sets the amount itself, so it is shown but not typed. */
function AmountField({ control, disabled, autoFocus, fixed = false }: TFieldProps & { fixed?: boolean }) {
  const t = useText(ledgerText);
  const named = useText(ledgerHistoryText);
  const { errors } = useFormState({ control, name: 'amount' });
  const error = get(errors, 'amount') as FieldError | undefined;
  // Filled in by a preset or a product through setValue: keep the label clear of the value.
  const filled = (useWatch({ control, name: 'amount' }) ?? '') !== '';
  const { ref, ...field } = control.register('amount');
  return (
    <TextField
      {...field}
      inputRef={ref}
      label={named('amount')}
      required
      disabled={disabled}
      autoFocus={autoFocus}
      fullWidth
      size="small"
      autoComplete="off"
      error={Boolean(error)}
      helperText={error?.message ?? (fixed ? t('productPrice') : ' ')}
      slotProps={{
        htmlInput: { inputMode: 'numeric', readOnly: fixed },
        input: { endAdornment: <InputAdornment position="end">{t('pointsUnit')}</InputAdornment> },
        inputLabel: filled ? { shrink: true } : undefined,
      }}
    />
  );
}

function DescriptionField({ control, disabled }: TFieldProps) {
  const t = useText(ledgerHistoryText);
  const { errors } = useFormState({ control, name: 'description' });
  const error = get(errors, 'description') as FieldError | undefined;
  const length = (useWatch({ control, name: 'description' }) ?? '').length;
  const { ref, ...field } = control.register('description');
  return (
    <TextField
      {...field}
      inputRef={ref}
      label={t('description')}
      required
      disabled={disabled}
      fullWidth
      size="small"
      autoComplete="off"
      error={Boolean(error)}
      helperText={<CharacterCount message={error?.message} length={length} max={LIMITS.description} />}
      slotProps={{
        htmlInput: { maxLength: LIMITS.description },
        inputLabel: length > 0 ? { shrink: true } : undefined,
      }}
    />
  );
}

type TTransactionFieldsProps = {
  control: Control<TTransactionFormInput, unknown, TTransactionFormValues>;
  setValue: UseFormSetValue<TTransactionFormInput>;
  /** Bonuses and fines offer their presets; purchases have none. */
  presetKind?: TPresetKind | null;
  /** A quick purchase for one student may name a product (its id, and what to do when one is picked). */
  product?: { id: string; onPick: (product: TProduct | null) => void };
  disabled?: boolean;
  autoFocus?: boolean;
};

/** The transaction form of seed 000 section 5: an optional preset, amount and description. */
export function TransactionFields({
  control,
  setValue,
  presetKind = null,
  product,
  disabled,
  autoFocus,
}: TTransactionFieldsProps) {
  return (
    <Box sx={{ display: 'grid', gap: 2, pt: 1 }}>
      {product ? (
        <QuickPurchaseProductPicker
          productId={product.id}
          disabled={disabled}
          onPick={(picked, amount) => {
            product.onPick(picked);
            if (!picked) return;
            setValue('description', picked.name, { shouldValidate: true, shouldDirty: true });
            setValue('amount', String(amount), { shouldValidate: true, shouldDirty: true });
          }}
        />
      ) : null}
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
      <AmountField
        control={control}
        disabled={disabled}
        autoFocus={autoFocus && !product}
        fixed={Boolean(product?.id)}
      />
      <DescriptionField control={control} disabled={disabled} />
    </Box>
  );
}
