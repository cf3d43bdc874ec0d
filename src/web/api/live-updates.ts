import { type QueryClient, type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { TLiveEvent } from '../../shared/events';
import { readAtOfAnswersSentWithPage } from './first-data';
import { followLiveStream, type LiveStreamHost } from './live-stream';
import {
  authKeys,
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
  products: [productKeys.all],
  // The signed-in user as GET /api/session tells it (permissions, name); Settings draws from it.
  account: [authKeys.currentUser(), jukeboxKeys.status()],
};

function refresh(queryClient: QueryClient, keys: readonly QueryKey[]) {
  for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
}

/** The browser's EventSource (with the session cookie), and a person turning to the page again. */
export const browserHost: LiveStreamHost = {
  open: (address) => new EventSource(address, { withCredentials: true }),
  onPageReturn(listener) {
    const whenShown = () => {
      if (document.visibilityState === 'visible') listener();
    };
    document.addEventListener('visibilitychange', whenShown);
    window.addEventListener('focus', listener);
    window.addEventListener('pointerdown', listener);
    return () => {
      document.removeEventListener('visibilitychange', whenShown);
      window.removeEventListener('focus', listener);
      window.removeEventListener('pointerdown', listener);
    };
  },
};

/**
 * Opens one event stream (GET /api/events) while `enabled`, and refreshes the queries each event
 * names (`followLiveStream` keeps it open). Closed when the signed-in shell unmounts (signing out),
 * and opened again when `streamKey` changes (a student moving to another class hears that one, P40).
 */
export function useLiveUpdates(enabled: boolean, streamKey: string | null = null): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return undefined;
    // The first stream of a page that came with its data asks for a resync if anything happened
    // after the server read it; a stream opened again after a gap refreshes everything anyway.
    return followLiveStream(
      browserHost,
      {
        onEvent: (name) => refresh(queryClient, KEYS_OF_EVENT[name]),
        onStale: () => void queryClient.invalidateQueries(),
        // GET /api/session answers who is signed in now; nobody sends the app to the login page.
        onSessionEnded: () => void queryClient.invalidateQueries({ queryKey: authKeys.currentUser() }),
      },
      readAtOfAnswersSentWithPage(),
    );
    // streamKey only reopens the stream: the class travels in the cookie the request carries.
  }, [enabled, queryClient, streamKey]);
}
