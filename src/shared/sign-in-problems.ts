/**
 * Why the school's sign-in (P46) sent someone back to the login page: the callback redirects to
 * `/login?signin=<key>` and the login page shows the text of that key. Only these keys travel, so
 * nothing the provider or an address bar says is ever shown. No schema here: the login page loads it.
 */
export const SIGN_IN_PROBLEMS = {
  /** P46's words: nobody is created by signing in. */
  unknownPerson: () => 'Your school account is not set up in Classmint. Please ask your teacher.',
  expired: () => 'That sign-in took too long or was already used. Please sign in again.',
  otherBrowser: () =>
    'That sign-in was started in another browser, or this browser blocked its cookie. Please sign in again here.',
  denied: (provider: string) => `Signing in with ${provider} was cancelled. You can try again when you are ready.`,
  refused: (provider: string) =>
    `Classmint could not confirm your sign-in with ${provider}, so you are not signed in. Please try again.`,
  unavailable: (provider: string) => `${provider} is not answering right now. Please try again in a few minutes.`,
  notConfigured: () =>
    "Signing in with the school's account is not set up here. Please use your username and password.",
} as const satisfies Record<string, (provider: string) => string>;
export type TSignInProblem = keyof typeof SIGN_IN_PROBLEMS;

/** The query parameter of the login page that carries the key. */
export const SIGN_IN_PROBLEM_PARAM = 'signin';

export function isSignInProblem(value: unknown): value is TSignInProblem {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(SIGN_IN_PROBLEMS, value);
}

/** Where the callback sends the browser when the sign-in did not happen. */
export function loginPageFor(problem: TSignInProblem): string {
  return `/login?${SIGN_IN_PROBLEM_PARAM}=${problem}`;
}
