import * as zod from 'zod';
import { defineEndpoint } from './endpoint';

const ZHealth = zod.object({
  health: zod.object({
    status: zod.enum(['ok', 'degraded']),
    database: zod.object({ driver: zod.enum(['pglite', 'pg']), ok: zod.boolean(), latencyMs: zod.number() }),
  }),
});

/** 200 while the database answers; the same body with 503 while it doesn't. */
export const health = defineEndpoint({ method: 'GET', path: '/api/health', response: ZHealth, alsoStatus: [503] });
