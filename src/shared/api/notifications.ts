import * as zod from 'zod';
import { ZNotification } from '../notifications';
import { defineEndpoint } from './endpoint';
import { zInstant } from '../instants';

/** Yours, newest first. */
export const listNotifications = defineEndpoint({
  method: 'GET',
  path: '/api/notifications',
  response: zod.object({ notifications: zod.array(ZNotification) }),
});

/**
 * Clears yours. `?upTo=` (the newest `createdAt` the person saw) keeps any that arrived after the
 * list was read, so closing the notification center never throws away one nobody has seen.
 */
export const clearNotifications = defineEndpoint({
  method: 'DELETE',
  path: '/api/notifications',
  query: zod.object({ upTo: zInstant().optional() }),
});
