import * as zod from 'zod';
import { defineEndpoint } from './endpoint';

/**
 * P38: the signed-in user's server-sent event stream (`text/event-stream`): `event: <name>` lines
 * with a small JSON `data`, heartbeat comments, a `retry:` hint. Long-lived: served by
 * `defineStreamRoute`, not as one JSON answer; the response schema documents the text.
 */
export const streamEvents = defineEndpoint({
  method: 'GET',
  path: '/api/events',
  response: zod.string(),
  contentType: 'text/event-stream',
});
