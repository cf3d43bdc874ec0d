import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { oidcStart } from '../../../shared/api/auth';
import {
  isSignInProblem,
  SIGN_IN_PROBLEM_PARAM,
  SIGN_IN_PROBLEMS,
  type TSignInProblem,
} from '../../../shared/sign-in-problems';

/** How the provider is named when the server has none to give (a problem shown after it was turned off). */
const ANY_PROVIDER = 'your school account';

/**
 * 'Sign in with {OIDC_NAME}' (P46): a plain link, since the sign-in is a round of full-page
 * navigations through the provider's pages, ending on / signed in.
 */
export function SchoolSignInButton({ provider }: { provider: string }) {
  return (
    <Button component="a" href={oidcStart.path} variant="contained" size="large" fullWidth sx={{ textAlign: 'center' }}>
      Sign in with {provider}
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
  return (
    <Alert severity="warning" variant="outlined">
      {SIGN_IN_PROBLEMS[problem](provider ?? ANY_PROVIDER)}
    </Alert>
  );
}
