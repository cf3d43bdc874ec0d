import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { get, useFormState } from 'react-hook-form';
import type { Control, FieldError, FieldPath, FieldValues } from 'react-hook-form';

type TNumberFieldProps<T extends FieldValues> = {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  /** Unit shown at the end of the input: 'pts', '%', 'min'. */
  unit?: string;
  helperText?: string;
  disabled?: boolean;
};

/**
 * An uncontrolled number input: `valueAsNumber` turns an empty or invalid entry into NaN, which the
 * shared schema reports as 'Numbers only' (seed 000 section 5).
 */
export function NumberField<T extends FieldValues>({
  control,
  name,
  label,
  unit,
  helperText,
  disabled,
}: TNumberFieldProps<T>) {
  const { errors } = useFormState({ control, name });
  const error = get(errors, name) as FieldError | undefined;
  const { ref, ...field } = control.register(name, { valueAsNumber: true });
  return (
    <TextField
      {...field}
      inputRef={ref}
      type="number"
      label={label}
      disabled={disabled}
      fullWidth
      size="small"
      error={Boolean(error)}
      helperText={error?.message ?? helperText}
      slotProps={{
        htmlInput: { inputMode: 'decimal', step: 'any' },
        input: unit ? { endAdornment: <InputAdornment position="end">{unit}</InputAdornment> } : undefined,
      }}
    />
  );
}
