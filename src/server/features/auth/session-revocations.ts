import type { Database } from '../../db/client';
import { SESSIONS_CHANNEL, type SessionCache } from './session-cache';

/**
 * Keeps the session cache honest: listens for migration 0008's notifications (a user's sessions
 * must be checked again) and trusts the cache only while listening, since a notification sent while
 * the listener is away is never heard.
 */
export function listenForSessionRevocations(
  database: Database,
  cache: SessionCache,
  /** Also told of each user whose sessions changed (the live-update streams check theirs). */
  onUserChanged: (userId: string) => void = () => undefined,
) {
  return database.listen(SESSIONS_CHANNEL, {
    onNotification: (userId) => {
      cache.forgetUser(userId);
      onUserChanged(userId);
    },
    onListening: () => cache.setTrusted(true),
    onLost: () => cache.setTrusted(false),
  });
}
