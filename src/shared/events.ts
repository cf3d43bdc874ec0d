/**
 * Live updates (P38): what the server's event stream (GET /api/events) tells an open page. Each
 * event names what changed, so the page refreshes those queries; the data is small and optional.
 */
export const LIVE_EVENTS = [
  'passes',
  'songs',
  'purchases',
  'balance',
  'notifications',
  'queue',
  // The teacher's catalogue changed (a product added, edited, restocked or removed): the store.
  'products',
  // What the user is changed (the admin granted or withdrew the jukebox, renamed a teacher).
  'account',
] as const;
export type TLiveEvent = (typeof LIVE_EVENTS)[number];

/**
 * Sent by the server itself (never published by a feature) after its database listener came back
 * from an outage: events may have been missed, so the page refreshes everything.
 */
export const RESYNC_EVENT = 'resync';

/**
 * Sent by the server itself as the last words of a stream it closes because its user opened more
 * streams than one user may hold: the oldest gives way. The page does not reconnect until it is
 * looked at again (shown or focused), so tabs beyond the limit don't take the places in turns.
 */
export const SUPERSEDED_EVENT = 'superseded';

/**
 * Sent by the server itself as the last words of a stream whose session ended (a logout in another
 * tab, a password reset, a suspension, expiry): the page learns at once that its person is signed
 * out, instead of at their next action.
 */
export const SESSION_ENDED_EVENT = 'session-ended';

/** How long the browser waits before reconnecting a dropped stream (the stream's `retry:` hint), in ms. */
export const EVENTS_RETRY_MS = 5_000;
