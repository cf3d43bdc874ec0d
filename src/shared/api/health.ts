import { z } from 'zod';
import { defineEndpoint } from './endpoint';

const ZHealth = z.object({
  health: z.object({
    status: z.enum(['ok', 'degraded']),
    database: z.object({ driver: z.enum(['pglite', 'pg']), ok: z.boolean(), latencyMs: z.number() }),
  }),
});

/** 200 while the database answers; the same body with 503 while it doesn't. */
export const health = defineEndpoint({ method: 'GET', path: '/api/health', response: ZHealth, alsoStatus: [503] });
