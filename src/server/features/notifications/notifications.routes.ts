import { z } from 'zod';
import { ZNotification } from '../../../shared/notifications';
import { defineRoute, type Route } from '../../http/route';
import { ok } from '../../outcome';
import type { NotificationsService } from './notifications.service';

export function notificationsRoutes(notifications: NotificationsService): Route[] {
  return [
    defineRoute({
      method: 'GET',
      url: '/api/notifications',
      summary: 'Your notifications, newest first',
      tag: 'notifications',
      access: 'signedIn',
      response: z.object({ notifications: z.array(ZNotification) }),
      handler: async ({ actor }) => ok({ notifications: await notifications.list(actor.id) }),
    }),
    defineRoute({
      method: 'DELETE',
      url: '/api/notifications',
      summary: 'Clear your notifications',
      tag: 'notifications',
      access: 'signedIn',
      async handler({ actor }) {
        await notifications.clear(actor.id);
        return ok(undefined);
      },
    }),
  ];
}
