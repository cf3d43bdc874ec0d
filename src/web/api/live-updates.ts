import { type QueryClient, type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { streamEvents } from '../../shared/api/events';
import { RESYNC_EVENT, type TLiveEvent } from '../../shared/events';
import { readAtOfAnswersSentWithPage } from './first-data';
import {
  courseKeys,
  hallpassKeys,
  ledgerKeys,
  notificationKeys,
  productKeys,
  purchaseKeys,
  jukeboxKeys,
  queueKeys,
  songKeys,
} from './query-keys';

/**
 * P38: what each live event makes stale. Balances show in a student's account, the economy view
 * and the rosters of courses; an order moves stock, so the catalogue too.
 */
export const KEYS_OF_EVENT: Record<TLiveEvent, readonly QueryKey[]> = {
  balance: [ledgerKeys.all, courseKeys.all],
  purchases: [purchaseKeys.all, productKeys.all],
  notifications: [notificationKeys.all],
  passes: [hallpassKeys.all],
  songs: [songKeys.all],
  queue: [queueKeys.all, jukeboxKeys.state()],
};

const FIRST_RETRY_MS = 5_000;
const MAX_RETRY_MS = 60_000;

function refresh(queryClient: QueryClient, keys: readonly QueryKey[]) {
  for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
}

/**
 * Opens one event stream (GET /api/events, the session cookie) while `enabled`, and refreshes the
 * queries each event names. The browser's EventSource reconnects by itself after a dropped
 * connection; an answer that is not a stream (a 503 while the database is away) closes it, so this
 * opens it again later. After any gap everything is refreshed, since events may have been missed.
 * Closed when the signed-in shell unmounts (signing out).
 */
export function useLiveUpdates(enabled: boolean): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return undefined;
    let source: EventSource | null = null;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    let retryMs = FIRST_RETRY_MS;
    let interrupted = false;
    let stopped = false;

    // The first stream of a page that came with its data asks for a resync if anything happened
    // after the server read it; a stream opened again after a gap refreshes everything anyway.
    let since = readAtOfAnswersSentWithPage();
    const connect = () => {
      const address = since === null ? streamEvents.path : `${streamEvents.path}?since=${since}`;
      since = null;
      const opened = new EventSource(address, { withCredentials: true });
      source = opened;
      for (const [name, keys] of Object.entries(KEYS_OF_EVENT)) {
        opened.addEventListener(name, () => refresh(queryClient, keys));
      }
      opened.addEventListener(RESYNC_EVENT, () => void queryClient.invalidateQueries());
      opened.onopen = () => {
        retryMs = FIRST_RETRY_MS;
        if (interrupted) void queryClient.invalidateQueries();
        interrupted = false;
      };
      opened.onerror = () => {
        interrupted = true;
        if (opened.readyState !== EventSource.CLOSED || stopped) return;
        retryTimer = setTimeout(connect, retryMs);
        retryMs = Math.min(MAX_RETRY_MS, retryMs * 2);
      };
    };
    connect();
    return () => {
      stopped = true;
      clearTimeout(retryTimer);
      source?.close();
    };
  }, [enabled, queryClient]);
}
