import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { errorLine } from '../../shared/errors';
import { errorKeysText } from '../../shared/error-keys/texts';
import type { TFieldErrors } from '../../shared/errors';
import { errorsOf } from '../api/api-error';
import { useText } from '../i18n/use-text';
import { componentsText } from './texts';

type TErrorListProps = {
  /** An ApiError (or anything thrown), or the errors object itself; nothing renders for null. */
  error: unknown;
};

/**
 * Seed 000 section 8: one alert per key, the key split into lower-case words, then its messages.
 * Failed requests are shown here, in the dialog or page that made them, never as a toast.
 */
export function ErrorList({ error }: TErrorListProps) {
  const t = useText(componentsText);
  useText(errorKeysText); // the keys' names in the reader's language, and a redraw when it changes
  if (error === null || error === undefined) return null;
  const errors: TFieldErrors = isErrorsObject(error) ? error : errorsOf(error);
  const entries = Object.entries(errors).filter(([, messages]) => messages.length > 0);
  if (entries.length === 0) return null;

  return (
    <Stack spacing={1} role="group" aria-label={t('errors')} sx={{ my: 1 }}>
      {entries.map(([key, messages]) => (
        <Alert key={key} severity="error" variant="outlined">
          {messages.map((message) => errorLine(key, message)).join('; ')}
        </Alert>
      ))}
    </Stack>
  );
}

function isErrorsObject(value: unknown): value is TFieldErrors {
  if (typeof value !== 'object' || value === null || value instanceof Error) return false;
  return Object.values(value).every((m) => Array.isArray(m));
}
