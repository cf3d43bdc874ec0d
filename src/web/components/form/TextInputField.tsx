import TextField from '@mui/material/TextField';
import { get, useFormState, useWatch } from 'react-hook-form';
import { CharacterCount } from './CharacterCount';
import type { Control, FieldError, FieldPath, FieldValues } from 'react-hook-form';

type TTextInputFieldProps<T extends FieldValues, TOut extends FieldValues = T> = {
  /** Any form over T, including one whose schema transforms the values (a period typed as text). */
  control: Control<T, unknown, TOut>;
  name: FieldPath<T>;
  label: string;
  type?: 'text' | 'password' | 'email';
  autoComplete?: string;
  helperText?: string;
  disabled?: boolean;
  required?: boolean;
  maxLength?: number;
  /** Seed 001 section 5: text inputs with a limit show 'n/limit' under the field. */
  showCounter?: boolean;
  /** 'numeric' brings up the number pad on phones for numbers kept as text (student numbers). */
  inputMode?: 'text' | 'numeric' | 'decimal' | 'email';
  autoFocus?: boolean;
};

/** A text input bound to the form, showing its validation message under the field. */
export function TextInputField<T extends FieldValues, TOut extends FieldValues = T>(
  props: TTextInputFieldProps<T, TOut>,
) {
  const {
    control,
    name,
    label,
    type = 'text',
    autoComplete,
    helperText,
    disabled,
    required,
    maxLength,
    autoFocus,
  } = props;
  const { errors } = useFormState({ control, name });
  const value: unknown = useWatch({ control, name });
  const error = get(errors, name) as FieldError | undefined;
  const { ref, ...field } = control.register(name);
  const message = error?.message ?? helperText;
  const showCount = Boolean(props.showCounter && maxLength);
  const htmlInput = { ...(maxLength ? { maxLength } : {}), ...(props.inputMode ? { inputMode: props.inputMode } : {}) };
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
      helperText={
        showCount && maxLength ? (
          <CharacterCount message={message} length={typeof value === 'string' ? value.length : 0} max={maxLength} />
        ) : (
          message
        )
      }
      slotProps={{ htmlInput: Object.keys(htmlInput).length > 0 ? htmlInput : undefined }}
    />
  );
}
