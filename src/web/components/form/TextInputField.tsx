import TextField from '@mui/material/TextField';
import { get, useFormState } from 'react-hook-form';
import type { Control, FieldError, FieldPath, FieldValues } from 'react-hook-form';

type TTextInputFieldProps<T extends FieldValues> = {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  type?: 'text' | 'password' | 'email';
  autoComplete?: string;
  helperText?: string;
  disabled?: boolean;
  required?: boolean;
  maxLength?: number;
  autoFocus?: boolean;
};

/** A text input bound to the form, showing its validation message under the field. */
export function TextInputField<T extends FieldValues>(props: TTextInputFieldProps<T>) {
  const { control, name, label, type = 'text', autoComplete, helperText, disabled, required, maxLength, autoFocus } = props;
  const { errors } = useFormState({ control, name });
  const error = get(errors, name) as FieldError | undefined;
  const { ref, ...field } = control.register(name);
  return (
    <TextField
      {...field}
      inputRef={ref}
      type={type}
      label={label}
      autoComplete={autoComplete}
      disabled={disabled}
      required={required}
      autoFocus={autoFocus}
      fullWidth
      size="small"
      error={Boolean(error)}
      helperText={error?.message ?? helperText}
      slotProps={{ htmlInput: maxLength ? { maxLength } : undefined }}
    />
  );
}
