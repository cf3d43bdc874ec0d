import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { ApiError, errorsOf } from '../../api/api-error';
import { errorsBesideFields } from '../../components/form/server-field-errors';
import { useText } from '../../i18n/use-text';
import { songsText } from './texts';

/** The refusals a child meets often, told in their own words rather than as an error list. */
const KIND_KEYS = ['song', 'insufficientFunds', 'songRemoval'] as const;

const NEXT_STEP = {
  song: 'notCharged',
  insufficientFunds: 'notChargedEarnMore',
  songRemoval: 'notCharged',
} as const satisfies Record<(typeof KIND_KEYS)[number], string>;
/** A 409 on `song` is the duplicate rule (`duplicateNextStep`); a 403 says requests are off. */

/** What the error list still shows once the kind refusals are told apart (null when nothing is left). */
export function refusalShownApart(error: unknown) {
  return errorsBesideFields(error, KIND_KEYS);
}

/**
 * A duplicate song ('This song has already been requested', seed 000 section 5), too few points
 * or a locked removal: the server's seed text, then what to do next.
 */
export function SongRefusal({ error }: { error: unknown }) {
  const t = useText(songsText);
  if (error === null || error === undefined) return null;
  const errors = errorsOf(error);
  const duplicate = error instanceof ApiError && error.status === 409;
  return (
    <>
      {KIND_KEYS.filter((key) => (errors[key]?.length ?? 0) > 0).map((key) => (
        <Alert key={key} severity={key === 'song' ? 'info' : 'warning'} role="alert">
          <AlertTitle>{errors[key]!.join(' ')}</AlertTitle>
          {t(key === 'song' && duplicate ? 'duplicateNextStep' : NEXT_STEP[key])}
        </Alert>
      ))}
    </>
  );
}
