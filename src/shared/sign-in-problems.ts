/**
 * Why the school's sign-in (P46) sent someone back to the login page: the callback redirects to
 * `/login?signin=<key>` and the login page shows the text of that key (its catalogue's
 * `problem<Key>`, in the reader's language). Only these keys travel, so
 * nothing the provider or an address bar says is ever shown. No schema here: the login page loads it.
 */
export const SIGN_IN_PROBLEMS = [
  /** P46's words: nobody is created by signing in. */
  'unknownPerson',
  'expired',
  'otherBrowser',
  'denied',
  'refused',
  'unavailable',
  'notConfigured',
] as const;
export type TSignInProblem = (typeof SIGN_IN_PROBLEMS)[number];

/** The query parameter of the login page that carries the key. */
export const SIGN_IN_PROBLEM_PARAM = 'signin';

export function isSignInProblem(value: unknown): value is TSignInProblem {
  return typeof value === 'string' && (SIGN_IN_PROBLEMS as readonly string[]).includes(value);
}

/** Where the callback sends the browser when the sign-in did not happen. */
export function loginPageFor(problem: TSignInProblem): string {
  return `/login?${SIGN_IN_PROBLEM_PARAM}=${problem}`;
}
