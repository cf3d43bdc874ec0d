import { keepFormDraftsOf } from './form-draft';
import { announceSignIn, forgetSessionEnded } from './session-end';

/**
 * What this tab does once someone has signed in, by password or through the school's sign-in:
 * what that person typed before their session ended waits for them and another person's goes, the
 * "session ended" note is dropped, and the other tabs learn at once that someone is signed in.
 */
export function settleSignIn(userId: string): void {
  keepFormDraftsOf(userId);
  forgetSessionEnded();
  announceSignIn();
}
