import { type FormEvent, useRef, useState } from 'react';
import { authText } from './texts';

export type TLoginForm = { username: string; password: string };
type TLoginErrors = Partial<Record<keyof TLoginForm, string>>;

// Plain rules and plain React state rather than the shared zod schema and the form library: this
// page is the first thing a school Chromebook downloads, so it stays free of both.
function missing(values: TLoginForm): TLoginErrors {
  const errors: TLoginErrors = {};
  if (values.username.trim() === '') errors.username = authText.t('required');
  if (values.password.trim() === '') errors.password = authText.t('required');
  return errors;
}

/**
 * The two fields, checked when the form is sent and again on every change after that (as the
 * app's other forms do); the first field left empty gets the focus.
 */
export function useLoginFields(onValid: (values: TLoginForm) => void) {
  const [values, setValues] = useState<TLoginForm>({ username: '', password: '' });
  const [errors, setErrors] = useState<TLoginErrors>({});
  const [sent, setSent] = useState(false);
  const refs = { username: useRef<HTMLInputElement>(null), password: useRef<HTMLInputElement>(null) };
  const field = (name: keyof TLoginForm) => ({
    name,
    value: values[name],
    inputRef: refs[name],
    error: Boolean(errors[name]),
    helperText: errors[name],
    onChange: (event: { target: { value: string } }) => {
      const next = { ...values, [name]: event.target.value };
      setValues(next);
      if (sent) setErrors(missing(next));
    },
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSent(true);
    const found = missing(values);
    setErrors(found);
    const first = (['username', 'password'] as const).find((name) => found[name]);
    if (first) refs[first].current?.focus();
    else onValid(values);
  };
  return { field, onSubmit };
}
