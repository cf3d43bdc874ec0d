import type { ChangeEvent, Ref } from 'react';
import { OutlinedTextField } from '../../components/OutlinedTextField';

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

/** A field of the login form: the first download of every visit, so not MUI's TextField (issue 11). */
export function LoginField({ autoCapitalize, ...field }: TLoginFieldProps) {
  // On the <input> itself, where a phone's keyboard reads it (the component's own props go to its frame).
  return <OutlinedTextField {...field} fullWidth inputProps={{ autoCapitalize }} />;
}
