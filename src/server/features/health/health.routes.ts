import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { defineRoute, type Route, WithStatus } from '../../http/route';
import { ok } from '../../outcome';

const ZHealth = z.object({
  health: z.object({
    status: z.enum(['ok', 'degraded']),
    database: z.object({ driver: z.enum(['pglite', 'pg']), ok: z.boolean(), latencyMs: z.number() }),
  }),
});

export function healthRoutes(database: Database): Route[] {
  return [
    defineRoute({
      method: 'GET',
      url: '/api/health',
      summary: 'Liveness and database reachability, for load balancers and monitoring',
      tag: 'operations',
      access: 'public',
      response: ZHealth,
      async handler() {
        const started = performance.now();
        let dbOk = true;
        try {
          await database.db.execute(sql`select 1`);
        } catch {
          dbOk = false;
        }
        const latencyMs = Math.round((performance.now() - started) * 100) / 100;
        const health = { status: dbOk ? 'ok' : 'degraded', database: { driver: database.driver, ok: dbOk, latencyMs } };
        return ok(dbOk ? { health } : new WithStatus(503, { health }));
      },
    }),
  ];
}
