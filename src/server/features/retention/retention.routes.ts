import { getRetention, updateRetention } from '../../../shared/api/retention';
import { defineRoute, type Route } from '../../http/route';
import { ok } from '../../outcome';
import type { RetentionService } from './retention.service';

/** P43: the admin's Retention settings. */
export function retentionRoutes(retention: RetentionService): Route[] {
  return [
    defineRoute(getRetention, {
      summary: 'Days each kind of record is kept',
      tag: 'privacy',
      access: ['admin'],
      handler: async () => ok({ retention: await retention.read() }),
    }),
    defineRoute(updateRetention, {
      summary: 'Change how many days each kind of record is kept',
      tag: 'privacy',
      access: ['admin'],
      handler: async ({ body }) => ok({ retention: await retention.update(body.retention) }),
    }),
  ];
}
