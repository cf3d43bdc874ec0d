import { describe, expect, it } from 'vitest';
import { createSessionCache } from '../../src/server/features/auth/session-cache';
import type { SignedInPerson } from '../../src/server/http/actor';

const person = (id: string): SignedInPerson => ({
  id,
  role: 'student',
  username: id,
  accounts: [{ id: `account-${id}`, teacherId: 't', dropped: false, courseIds: [] }],
  language: null,
  sessionTokenHash: `hash-${id}`,
});
const session = (id: string, expiresAtMs = 1_000_000) => ({ person: person(id), lastUsedAtMs: 0, expiresAtMs });

function trustedCache() {
  const cache = createSessionCache();
  cache.setTrusted(true);
  return cache;
}

describe('the session cache', () => {
  it('answers nothing until its revocation listener listens, and empties when it is lost', () => {
    const cache = createSessionCache();
    cache.set('a', session('u1'), cache.revision(), 0);
    expect(cache.get('a', 1)).toBeNull();
    cache.setTrusted(true);
    cache.set('a', session('u1'), cache.revision(), 0);
    expect(cache.get('a', 1)?.person.id).toBe('u1');
    cache.setTrusted(false);
    expect(cache.get('a', 1)).toBeNull();
    cache.setTrusted(true);
    expect(cache.get('a', 1)).toBeNull();
  });

  it('keeps an answer 30 s at most, and never past the session’s expiry', () => {
    const cache = trustedCache();
    cache.set('a', session('u1'), cache.revision(), 0);
    expect(cache.get('a', 30_000)).not.toBeNull();
    expect(cache.get('a', 30_001)).toBeNull();
    cache.set('b', session('u2', 500), cache.revision(), 0);
    expect(cache.get('b', 499)).not.toBeNull();
    expect(cache.get('b', 500)).toBeNull();
  });

  it('forgets every session of a user, and only theirs', () => {
    const cache = trustedCache();
    cache.set('a', session('u1'), cache.revision(), 0);
    cache.set('b', session('u1'), cache.revision(), 0);
    cache.set('c', session('u2'), cache.revision(), 0);
    cache.forgetUser('u1');
    expect([cache.get('a', 1), cache.get('b', 1)]).toEqual([null, null]);
    expect(cache.get('c', 1)?.person.id).toBe('u2');
    cache.forgetToken('c');
    expect(cache.get('c', 1)).toBeNull();
    expect(cache.size()).toBe(0);
  });

  it('does not store a lookup that read the database before a revocation arrived', () => {
    const cache = trustedCache();
    const before = cache.revision();
    cache.forgetUser('u1'); // the revocation lands while the lookup's query is in flight
    cache.set('a', session('u1'), before, 0);
    expect(cache.get('a', 1)).toBeNull();
  });
});
