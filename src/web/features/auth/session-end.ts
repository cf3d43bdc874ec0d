/**
 * Issue 28: a session that ends while the app is open (a logout in another tab, a password reset,
 * a suspension, expiry) is said on the login page, instead of the app silently leaving for it.
 * The mark lives in this tab only (session storage), so a reload on the way keeps it, and it is
 * dropped when someone signs in, or signs out on purpose. Its words are the auth catalogue's
 * `sessionEnded`.
 */
const ENDED_KEY = 'classmint.session-ended';

function tabStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    // Storage refused (a locked-down browser): the login page then just doesn't say it.
    return null;
  }
}

/** Someone was signed in here and nobody is now, without signing out in this tab. */
export function noteSessionEnded(): void {
  tabStorage()?.setItem(ENDED_KEY, '1');
}

export function sessionEndedHere(): boolean {
  return tabStorage()?.getItem(ENDED_KEY) === '1';
}

export function forgetSessionEnded(): void {
  tabStorage()?.removeItem(ENDED_KEY);
}

/**
 * Tabs of this browser share one session (the cookie): signing out in one ends it in all, signing
 * in in one signs in all. The tab that does it tells the others at once, so they find out without
 * waiting for the server's word or the person's next action. One channel object per tab: it never
 * hears its own messages.
 */
const SIGNED_OUT = 'signed-out';
const SIGNED_IN = 'signed-in';
type TSessionChange = typeof SIGNED_OUT | typeof SIGNED_IN;
let channel: BroadcastChannel | null | undefined;

function sessionChannel(): BroadcastChannel | null {
  if (channel === undefined)
    channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel('classmint-session');
  return channel;
}

export function announceSignOut(): void {
  sessionChannel()?.postMessage(SIGNED_OUT);
}

export function announceSignIn(): void {
  sessionChannel()?.postMessage(SIGNED_IN);
}

function onChangeElsewhere(change: TSessionChange, listener: () => void): () => void {
  const current = sessionChannel();
  if (!current) return () => undefined;
  const heard = (event: MessageEvent) => {
    if (event.data === change) listener();
  };
  current.addEventListener('message', heard);
  return () => current.removeEventListener('message', heard);
}

/** Calls `listener` when another tab of this browser signs out; returns how to stop. */
export const onSignOutElsewhere = (listener: () => void) => onChangeElsewhere(SIGNED_OUT, listener);

/** Calls `listener` when another tab of this browser signs in; returns how to stop. */
export const onSignInElsewhere = (listener: () => void) => onChangeElsewhere(SIGNED_IN, listener);
