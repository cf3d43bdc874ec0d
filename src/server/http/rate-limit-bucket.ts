import type { FastifyRequest } from 'fastify';

/** A minute, as the rate limit counts. */
const WINDOW_MS = 60_000;
/** Addresses whose failed lookups are counted at once; beyond it new ones go uncounted (as before this guard). */
const MAX_COUNTED_ADDRESSES = 10_000;

export interface BucketActors {
  tokenOf(request: FastifyRequest): string | null;
  /** The signed-in person (whatever class they act in: one bucket per person). */
  person(request: FastifyRequest): Promise<{ id: string } | null>;
  cached(request: FastifyRequest): { id: string } | null;
}

/**
 * The rate limit's bucket for a request (docs/decisions.md, "API"): a signed-in person's own,
 * whatever their address; the address's for everyone else. A class behind one school router then
 * can't be locked out by one student's anonymous flood, and one person's flood still stops them.
 *
 * Only a session that resolves chooses a person's bucket: a made-up or ended token counts against
 * its address like an anonymous request. Resolving is a map lookup for sessions this instance
 * checked moments ago and one query otherwise, which a flood of made-up tokens could otherwise
 * force without end: once an address's failed lookups in a minute reach `lookupBudget`, its
 * tokens not already known here go to the address bucket unlooked-up until the minute is over.
 */
export function createRateLimitBuckets(actors: BucketActors, lookupBudget: number, now: () => number = Date.now) {
  let windowStartedAt = now();
  const failedLookups = new Map<string, number>();

  function failuresOf(address: string): number {
    if (now() - windowStartedAt >= WINDOW_MS) {
      failedLookups.clear();
      windowStartedAt = now();
    }
    return failedLookups.get(address) ?? 0;
  }

  function countFailure(address: string): void {
    const failures = failuresOf(address);
    if (failures === 0 && failedLookups.size >= MAX_COUNTED_ADDRESSES) return;
    failedLookups.set(address, failures + 1);
  }

  return async function bucketOf(request: FastifyRequest): Promise<string> {
    const addressBucket = `address:${request.ip}`;
    if (actors.tokenOf(request) === null) return addressBucket;
    if (failuresOf(request.ip) >= lookupBudget) {
      const known = actors.cached(request);
      return known ? `user:${known.id}` : addressBucket;
    }
    let actor: { id: string } | null;
    try {
      actor = await actors.person(request);
    } catch {
      // The database is away: the route, asking again, answers that (503); a page's files are still served.
      return addressBucket;
    }
    if (actor) return `user:${actor.id}`;
    countFailure(request.ip);
    return addressBucket;
  };
}
