import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { SignedInPerson } from '../../src/server/http/actor';
import { createRateLimitBuckets } from '../../src/server/http/rate-limit-bucket';

const person = (id: string): SignedInPerson => ({
  id,
  role: 'student',
  username: id,
  accounts: [],
  language: null,
  sessionTokenHash: `hash-${id}`,
});

/** Requests are only their address and token here; sessions a fake that counts its queries. */
function setUp(lookupBudget: number) {
  const live = new Map([['token-ann', person('ann')]]);
  const cachedHere = new Set<string>();
  let queries = 0;
  let nowMs = 0;
  const tokenOf = (request: FastifyRequest) => (request.headers.authorization as string | undefined) ?? null;
  const bucketOf = createRateLimitBuckets(
    {
      tokenOf,
      async person(request) {
        const token = tokenOf(request);
        if (!token) return null;
        queries++;
        const actor = live.get(token) ?? null;
        if (actor) cachedHere.add(token);
        return actor;
      },
      cached: (request) => {
        const token = tokenOf(request);
        return token && cachedHere.has(token) ? (live.get(token) ?? null) : null;
      },
    },
    lookupBudget,
    () => nowMs,
  );
  const request = (ip: string, token?: string) =>
    ({ ip, headers: token ? { authorization: token } : {} }) as unknown as FastifyRequest;
  return {
    bucket: (ip: string, token?: string) => bucketOf(request(ip, token)),
    queries: () => queries,
    forgetCache: () => cachedHere.clear(),
    advance: (ms: number) => (nowMs += ms),
  };
}

describe('the rate limit bucket of a request', () => {
  it("is the signed-in person's, else the address's; a made-up token is the address's", async () => {
    const s = setUp(100);
    expect(await s.bucket('10.0.0.1')).toBe('address:10.0.0.1');
    expect(await s.bucket('10.0.0.1', 'token-ann')).toBe('user:ann');
    expect(await s.bucket('10.0.0.2', 'token-ann')).toBe('user:ann');
    expect(await s.bucket('10.0.0.1', 'made-up')).toBe('address:10.0.0.1');
  });

  it("stops querying for an address's made-up tokens once its failures reach the budget, for the minute", async () => {
    const s = setUp(5);
    expect(await s.bucket('10.0.0.1', 'token-ann')).toBe('user:ann');
    const before = s.queries();
    for (let i = 0; i < 50; i++) expect(await s.bucket('10.0.0.1', `made-up-${i}`)).toBe('address:10.0.0.1');
    expect(s.queries() - before).toBe(5);
    // A session this instance knows keeps its person's bucket without a query; another address still resolves.
    expect(await s.bucket('10.0.0.1', 'token-ann')).toBe('user:ann');
    expect(s.queries() - before).toBe(5);
    expect(await s.bucket('10.0.0.9', 'made-up-x')).toBe('address:10.0.0.9');
    expect(s.queries() - before).toBe(6);
    // A session not known here meanwhile counts against its address until the minute is over.
    s.forgetCache();
    expect(await s.bucket('10.0.0.1', 'token-ann')).toBe('address:10.0.0.1');
    s.advance(60_000);
    expect(await s.bucket('10.0.0.1', 'token-ann')).toBe('user:ann');
  });

  it('counts a request whose session could not be read (the database away) against its address', async () => {
    const bucketOf = createRateLimitBuckets(
      {
        tokenOf: () => 'token-ann',
        person: () => Promise.reject(new Error('connection refused')),
        cached: () => null,
      },
      5,
    );
    expect(await bucketOf({ ip: '10.0.0.1', headers: {} } as unknown as FastifyRequest)).toBe('address:10.0.0.1');
  });
});
