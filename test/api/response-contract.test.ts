import { Writable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import * as zod from 'zod';
import { defineEndpoint } from '../../src/shared/api/endpoint';
import { BusyError } from '../../src/server/common/limiter';
import { installErrorHandlers } from '../../src/server/http/errors';
import { defineRoute, type Route, WithStatus } from '../../src/server/http/route';
import { ok } from '../../src/server/outcome';

// The answers below break their contracts on purpose; the compiler would refuse them, so they are cast.
const ZPet = zod.object({ pet: zod.object({ name: zod.string(), legs: zod.number() }) });
const pet = defineEndpoint({ method: 'GET', path: '/api/pet', response: ZPet });
const adoptPet = defineEndpoint({ method: 'POST', path: '/api/pet', response: ZPet, status: 201, alsoStatus: [200] });
const releasePet = defineEndpoint({ method: 'DELETE', path: '/api/pet' });

const GENERIC_FAULT = { errors: { server: ['Something went wrong on our side. Please try again in a moment.'] } };

let app: FastifyInstance | undefined;
afterEach(() => app?.close());

/** One route, served with response validation on or off; the log lines are kept to read. */
async function serve(route: Route, validateResponses: boolean) {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  app = Fastify({ logger: { level: 'error', stream } });
  installErrorHandlers(app);
  route.install(app, { resolveActor: async () => null, validateResponses });
  await app.ready();
  const served = app;
  const faults = () =>
    lines
      .map((l) => JSON.parse(l) as { msg: string; err?: { type: string; message: string } })
      .filter((l) => l.msg === 'request failed');
  return { inject: (method: 'GET' | 'POST' | 'DELETE') => served.inject({ method, url: '/api/pet' }), faults };
}

const answering = (answer: unknown) =>
  defineRoute(pet, { summary: 'A pet', tag: 'test', access: 'public', handler: async () => ok(answer as never) });

describe('response validation (tests turn it on)', () => {
  it('passes an answer that is exactly the contract', async () => {
    const { inject, faults } = await serve(answering({ pet: { name: 'Rex', legs: 4 } }), true);
    const answer = await inject('GET');
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ pet: { name: 'Rex', legs: 4 } });
    expect(faults()).toEqual([]);
  });

  it('turns an answer of the wrong shape into a logged fault and a 500, naming the field but not its value', async () => {
    const { inject, faults } = await serve(answering({ pet: { name: 'Rex', legs: 'four-secret-legs' } }), true);
    const answer = await inject('GET');
    expect(answer.statusCode).toBe(500);
    expect(answer.json()).toEqual(GENERIC_FAULT);
    expect(faults()).toHaveLength(1);
    expect(faults()[0]?.err).toMatchObject({
      type: 'ResponseContractError',
      message: expect.stringContaining('GET /api/pet'),
    });
    expect(faults()[0]?.err?.message).toContain('pet.legs');
    expect(JSON.stringify(faults())).not.toContain('four-secret-legs');
  });

  it('refuses a field the contract does not declare, and a declared one left out', async () => {
    const extra = await serve(answering({ pet: { name: 'Rex', legs: 4, owner: 'someone' } }), true);
    expect((await extra.inject('GET')).statusCode).toBe(500);
    expect(extra.faults()[0]?.err?.message).toContain('pet.owner');
    await app?.close();

    const missing = await serve(answering({ pet: { name: 'Rex' } }), true);
    expect((await missing.inject('GET')).statusCode).toBe(500);
    expect(missing.faults()[0]?.err?.message).toContain('pet.legs');
  });

  it('refuses a status the contract does not list, and a body where it promises none', async () => {
    const adopt = defineRoute(adoptPet, {
      summary: 'Adopt',
      tag: 'test',
      access: 'public',
      handler: async () => ok(new WithStatus(202, { pet: { name: 'Rex', legs: 4 } }) as never),
    });
    const wrongStatus = await serve(adopt, true);
    expect((await wrongStatus.inject('POST')).statusCode).toBe(500);
    expect(wrongStatus.faults()[0]?.err?.message).toContain('answered 202; its contract allows 201, 200');
    await app?.close();

    const release = defineRoute(releasePet, {
      summary: 'Release',
      tag: 'test',
      access: 'public',
      handler: async () => ok({ gone: true } as never),
    });
    const bodyFor204 = await serve(release, true);
    expect((await bodyFor204.inject('DELETE')).statusCode).toBe(500);
    expect(bodyFor204.faults()[0]?.err?.message).toContain('204');
  });

  it('costs production nothing: with validation off the answer goes out as the handler made it', async () => {
    const { inject, faults } = await serve(answering({ pet: { name: 'Rex', legs: 'four' } }), false);
    const answer = await inject('GET');
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ pet: { name: 'Rex', legs: 'four' } });
    expect(faults()).toEqual([]);
  });
});

describe('a queue too long to join', () => {
  it('answers 503 with Retry-After and says nothing was changed', async () => {
    const busy = defineRoute(pet, {
      summary: 'A pet',
      tag: 'test',
      access: 'public',
      handler: async () => {
        throw new BusyError('checkout');
      },
    });
    const { inject, faults } = await serve(busy, false);
    const answer = await inject('GET');
    expect(answer.statusCode).toBe(503);
    expect(answer.headers['retry-after']).toBe('5');
    expect(answer.json()).toEqual({
      errors: { server: ['Classmint is very busy right now. Nothing was changed; please try again in a moment.'] },
    });
    expect(faults()).toEqual([]);
  });
});
