import { z } from 'zod';
import { ZNotification } from '../notifications';
import { defineEndpoint } from './endpoint';

/** Yours, newest first. */
export const listNotifications = defineEndpoint({
  method: 'GET',
  path: '/api/notifications',
  response: z.object({ notifications: z.array(ZNotification) }),
});

export const clearNotifications = defineEndpoint({ method: 'DELETE', path: '/api/notifications' });
