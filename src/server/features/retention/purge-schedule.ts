import type { FastifyBaseLogger } from 'fastify';
import type { RetentionService } from './retention.service';

export interface PurgeSchedule {
  /** The first check after start (a start is busy enough without it). */
  firstAfterMs: number;
  /** How often an instance asks whether today's purge is due; the database decides (one a day). */
  everyMs: number;
}

export const DEFAULT_PURGE_SCHEDULE: PurgeSchedule = { firstAfterMs: 60_000, everyMs: 60 * 60_000 };

/**
 * Asks on a timer whether the daily purge is due (P43). A failure (the database away) is logged and
 * tried again at the next tick; the timers never keep the process alive. Answers a stop function.
 */
export function schedulePurge(
  retention: RetentionService,
  schedule: PurgeSchedule,
  log: FastifyBaseLogger,
): () => void {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      const purged = await retention.purgeIfDue();
      if (purged) log.info({ purged }, 'retention purge done');
    } catch (error) {
      log.warn({ err: error }, 'retention purge failed; it will be tried again');
    } finally {
      running = false;
    }
  };
  let every: NodeJS.Timeout | undefined;
  const first = setTimeout(() => {
    void tick();
    every = setInterval(() => void tick(), schedule.everyMs);
    every.unref();
  }, schedule.firstAfterMs);
  first.unref();
  return () => {
    clearTimeout(first);
    if (every) clearInterval(every);
  };
}
