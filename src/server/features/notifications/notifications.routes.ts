import { clearNotifications, listNotifications } from '../../../shared/api/notifications';
import { defineRoute, type Route } from '../../http/route';
import { ok } from '../../outcome';
import type { NotificationsService } from './notifications.service';

export function notificationsRoutes(notifications: NotificationsService): Route[] {
  return [
    defineRoute(listNotifications, {
      summary: 'Your notifications, newest first',
      tag: 'notifications',
      access: 'signedIn',
      handler: async ({ actor }) => ok({ notifications: await notifications.list(actor) }),
    }),
    defineRoute(clearNotifications, {
      summary: 'Clear your notifications (?upTo= keeps those newer than the ones seen)',
      tag: 'notifications',
      access: 'signedIn',
      async handler({ actor, query }) {
        await notifications.clear(actor, query.upTo ? new Date(query.upTo) : undefined);
        return ok(undefined);
      },
    }),
  ];
}
