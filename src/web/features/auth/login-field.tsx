import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { ChangeEvent, Ref } from 'react';
import { useId } from 'react';

type TLoginFieldProps = {
  name: string;
  label: string;
  value: string;
  inputRef: Ref<HTMLInputElement>;
  error: boolean;
  helperText: string | undefined;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  type?: 'text' | 'password';
  autoComplete: string;
  autoCapitalize?: string;
  autoFocus?: boolean;
};

/**
 * An outlined text field as MUI's TextField draws it, put together from its parts: TextField also
 * brings the select, menu and popover it can become, which the login page, the first download of
 * every visit, never uses (issue 11).
 */
export function LoginField({ name, label, helperText, error, inputRef, autoCapitalize, ...input }: TLoginFieldProps) {
  const id = useId();
  const helperId = `${id}-helper`;
  return (
    <FormControl fullWidth error={error} variant="outlined">
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        {...input}
        id={id}
        name={name}
        label={label}
        inputRef={inputRef}
        // On the <input> itself, where a phone's keyboard reads it (the component's own props go to its frame).
        inputProps={{ autoCapitalize }}
        aria-describedby={helperText ? helperId : undefined}
      />
      {helperText ? <FormHelperText id={helperId}>{helperText}</FormHelperText> : null}
    </FormControl>
  );
}
