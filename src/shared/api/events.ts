import * as zod from 'zod';
import { defineEndpoint } from './endpoint';
import { zInstantMs } from '../instants';

/**
 * P38: the signed-in user's server-sent event stream (`text/event-stream`): `event: <name>` lines
 * with a small JSON `data`, heartbeat comments, a `retry:` hint. Long-lived: served by
 * `defineStreamRoute`, not as one JSON answer; the response schema documents the text.
 * `?since=` (milliseconds since 1970, the server's time a page's data was read, which it sends with
 * the page: src/shared/first-data.ts) starts the stream with `resync` when an event for the user,
 * their class or course came after that moment, so the page refreshes what it may have missed.
 */
export const streamEvents = defineEndpoint({
  method: 'GET',
  path: '/api/events',
  query: zod.object({ since: zInstantMs().optional() }),
  response: zod.string(),
  contentType: 'text/event-stream',
});
