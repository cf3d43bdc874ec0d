/**
 * Live updates (P38). Features announce a change with `publish(tx, { to, event })` inside the
 * transaction that makes it; this core module imports no feature, so every feature may use it.
 * The hub and the stream route are wired in app.ts.
 */
export { type Audience, enrolmentChanged, EVENTS_CHANNEL, type LiveEvent, noticePayloads, publish } from './publish';
export type { EventHub } from './hub';
