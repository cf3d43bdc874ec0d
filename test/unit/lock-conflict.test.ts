import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { isLockConflict } from '../../src/server/db/errors';
import { installErrorHandlers } from '../../src/server/http/errors';

// Issue 27, item 5: should a deadlock happen despite the lock order, the person is asked to try
// again (everything was rolled back), never shown a fault.
const deadlock = () => Object.assign(new Error('deadlock detected'), { code: '40P01' });
// drizzle wraps the driver's error in `cause`.
const wrapped = (cause: Error) => Object.assign(new Error('Failed query: select ...'), { cause });

describe('a lock conflict', () => {
  it('is recognised directly and through the wrappers, and nothing else is', () => {
    expect(isLockConflict(deadlock())).toBe(true);
    expect(isLockConflict(wrapped(deadlock()))).toBe(true);
    expect(isLockConflict(wrapped(Object.assign(new Error('could not serialize'), { code: '40001' })))).toBe(true);
    expect(isLockConflict(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false);
    expect(isLockConflict(null)).toBe(false);
  });

  it('answers 503 with Retry-After and the busy message, not 500', async () => {
    const app = Fastify({ logger: false });
    installErrorHandlers(app);
    app.get('/boom', async () => {
      throw wrapped(deadlock());
    });
    const answer = await app.inject({ method: 'GET', url: '/boom' });
    expect(answer.statusCode).toBe(503);
    expect(answer.headers['retry-after']).toBe('1');
    expect(answer.json()).toEqual({
      errors: { server: ['Classmint is very busy right now. Nothing was changed; please try again in a moment.'] },
    });
    await app.close();
  });
});
