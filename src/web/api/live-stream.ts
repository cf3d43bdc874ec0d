import { streamEvents } from '../../shared/api/events';
import { LIVE_EVENTS, RESYNC_EVENT, SESSION_ENDED_EVENT, SUPERSEDED_EVENT, type TLiveEvent } from '../../shared/events';

/** The part of the browser's EventSource this uses (a test stands in for it). */
export interface LiveSource {
  readonly readyState: number;
  onopen: ((event: Event) => void) | null;
  onerror: ((event: Event) => void) | null;
  addEventListener(type: string, listener: () => void): void;
  close(): void;
}

/** What the stream needs of the page it runs in. */
export interface LiveStreamHost {
  open(address: string): LiveSource;
  /** Calls `listener` when the person turns to the page again (shown, focused, touched); returns how to stop. */
  onPageReturn(listener: () => void): () => void;
}

export interface LiveStreamHandlers {
  /** A live event: refresh what it names. */
  onEvent(name: TLiveEvent): void;
  /** Events may have been missed (a resync, or a stream open again after a gap): refresh everything. */
  onStale(): void;
  /** The server ended the stream because its session ended: find out who is signed in now. */
  onSessionEnded(): void;
}

/** EventSource.CLOSED: the browser gave up on this source and will not reconnect by itself. */
const CLOSED = 2;
const FIRST_RETRY_MS = 5_000;
const MAX_RETRY_MS = 60_000;

/**
 * Keeps one event stream (GET /api/events) open and hands on what it hears, until the returned
 * stop is called. The browser's EventSource reconnects by itself after a dropped connection; an
 * answer that is not a stream (a 503 while the database is away, or while the server holds all
 * the streams it may) closes it, so this opens it again later, waiting longer each time. After any
 * gap everything is refreshed, since events may have been missed. `since` goes with the first
 * stream only (the time the server read the data sent with the page).
 */
export function followLiveStream(
  host: LiveStreamHost,
  handlers: LiveStreamHandlers,
  since: number | null,
  // The kiosk's own stream (P49) is another address with the same protocol.
  path: string = streamEvents.path,
) {
  let source: LiveSource | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let retryMs = FIRST_RETRY_MS;
  let interrupted = false;
  let stopped = false;
  let stopWaiting: (() => void) | null = null;
  let firstSince = since;

  const connect = () => {
    const address = firstSince === null ? path : `${path}?since=${firstSince}`;
    firstSince = null;
    const opened = host.open(address);
    source = opened;
    for (const name of LIVE_EVENTS) opened.addEventListener(name, () => handlers.onEvent(name));
    opened.addEventListener(RESYNC_EVENT, () => handlers.onStale());
    opened.addEventListener(SUPERSEDED_EVENT, () => {
      // The user has more pages open than the server keeps streams for, and this one's was the
      // oldest. Reconnecting now would close another page's, which would reconnect in turn: this
      // page waits until someone turns to it, then takes a stream again (and refreshes).
      opened.close();
      source = null;
      interrupted = true;
      stopWaiting = host.onPageReturn(() => {
        stopWaiting?.();
        stopWaiting = null;
        if (!stopped) connect();
      });
    });
    opened.addEventListener(SESSION_ENDED_EVENT, () => {
      // Not reconnected at once: the page is about to leave for the login page. Should the person
      // still be signed in (signed in again meanwhile), the stream comes back after the usual wait.
      opened.close();
      source = null;
      interrupted = true;
      handlers.onSessionEnded();
      retryTimer = setTimeout(connect, retryMs);
    });
    opened.onopen = () => {
      retryMs = FIRST_RETRY_MS;
      if (interrupted) handlers.onStale();
      interrupted = false;
    };
    opened.onerror = () => {
      interrupted = true;
      if (opened.readyState !== CLOSED || stopped) return;
      retryTimer = setTimeout(connect, retryMs);
      retryMs = Math.min(MAX_RETRY_MS, retryMs * 2);
    };
  };
  connect();
  return () => {
    stopped = true;
    clearTimeout(retryTimer);
    stopWaiting?.();
    source?.close();
  };
}
