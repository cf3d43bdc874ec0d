import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { oidcStart } from '../../../shared/api/auth';
import { isSignInProblem, SIGN_IN_PROBLEM_PARAM, type TSignInProblem } from '../../../shared/sign-in-problems';
import { useText } from '../../i18n/use-text';
import { authText } from './texts';

/** Each problem's words in the catalogue. */
const PROBLEM_TEXT = {
  unknownPerson: 'problemUnknownPerson',
  expired: 'problemExpired',
  otherBrowser: 'problemOtherBrowser',
  denied: 'problemDenied',
  refused: 'problemRefused',
  unavailable: 'problemUnavailable',
  notConfigured: 'problemNotConfigured',
} as const satisfies Record<TSignInProblem, string>;

/**
 * 'Sign in with {OIDC_NAME}' (P46): a plain link, since the sign-in is a round of full-page
 * navigations through the provider's pages, ending on / signed in.
 */
export function SchoolSignInButton({ provider }: { provider: string }) {
  const t = useText(authText);
  return (
    <Button component="a" href={oidcStart.path} variant="contained" size="large" fullWidth sx={{ textAlign: 'center' }}>
      {t('signInWith', { provider })}
    </Button>
  );
}

/** The problem a school sign-in came back with (`/login?signin=<key>`), or null. */
export function signInProblemIn(search: string): TSignInProblem | null {
  const key = new URLSearchParams(search).get(SIGN_IN_PROBLEM_PARAM);
  return isSignInProblem(key) ? key : null;
}

/** Why the school's sign-in brought the person back here, in the words kept for that key only. */
export function SignInProblem({ problem, provider }: { problem: TSignInProblem; provider: string | null }) {
  const t = useText(authText);
  // The provider is named "your school account" when the server has none to give (turned off since).
  return (
    <Alert severity="warning" variant="outlined">
      {t(PROBLEM_TEXT[problem], { provider: provider ?? t('anyProvider') })}
    </Alert>
  );
}
