import { sql } from 'drizzle-orm';
import { health } from '../../../shared/api/health';
import type { Database } from '../../db/client';
import { defineRoute, type Route, WithStatus } from '../../http/route';
import { ok } from '../../outcome';

export function healthRoutes(database: Database): Route[] {
  return [
    defineRoute(health, {
      summary: 'Liveness and database reachability, for load balancers and monitoring',
      tag: 'operations',
      access: 'public',
      async handler() {
        const started = performance.now();
        let dbOk = true;
        try {
          await database.db.execute(sql`select 1`);
        } catch {
          dbOk = false;
        }
        const latencyMs = Math.round((performance.now() - started) * 100) / 100;
        const answer = {
          health: {
            status: dbOk ? ('ok' as const) : ('degraded' as const),
            database: { driver: database.driver, ok: dbOk, latencyMs },
          },
        };
        return ok(dbOk ? answer : new WithStatus(503, answer));
      },
    }),
  ];
}
