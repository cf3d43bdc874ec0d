import type { SignedInPerson } from '../../http/actor';

/** The channel migrations 0008's and 0011's triggers notify with a person's user id when that user's sessions must be checked again. */
export const SESSIONS_CHANNEL = 'classmint_sessions';

/** A cached answer is used this long at most, even if a notification were somehow missed. */
const MAX_AGE_MS = 30_000;
/** Enough for every signed-in person of a large school; the oldest go first beyond it. */
const MAX_ENTRIES = 50_000;

export interface CachedSession {
  person: SignedInPerson;
  lastUsedAtMs: number;
  expiresAtMs: number;
}

interface Entry extends CachedSession {
  cachedAtMs: number;
}

/**
 * Sessions checked moments ago, so a request doesn't pay a database round trip to learn who is
 * asking (issue 11). It is trusted only while this instance listens to `SESSIONS_CHANNEL`: the
 * database's triggers announce every ended session and every change to what a session says (a
 * password, a suspension, a username, a deletion), at commit, to every instance. Losing the
 * listener empties the cache until it listens again.
 *
 * `revision` closes the race where a lookup reads the database, a revocation arrives, and the lookup
 * then stores what it read: a lookup stores its answer only if no revocation came in between.
 */
export function createSessionCache() {
  const entries = new Map<string, Entry>();
  /** Token hashes by user, so a user's notification doesn't scan every entry. */
  const tokensOf = new Map<string, Set<string>>();
  let trusted = false;
  let revision = 0;

  function clear(): void {
    entries.clear();
    tokensOf.clear();
    revision += 1;
  }

  function drop(tokenHash: string): void {
    const entry = entries.get(tokenHash);
    if (!entry) return;
    entries.delete(tokenHash);
    const tokens = tokensOf.get(entry.person.id);
    tokens?.delete(tokenHash);
    if (tokens?.size === 0) tokensOf.delete(entry.person.id);
  }

  return {
    /** The cached session for this token hash, if it is still fresh and unexpired. */
    get(tokenHash: string, nowMs: number): CachedSession | null {
      if (!trusted) return null;
      const entry = entries.get(tokenHash);
      if (!entry) return null;
      if (nowMs - entry.cachedAtMs > MAX_AGE_MS || nowMs >= entry.expiresAtMs) {
        drop(tokenHash);
        return null;
      }
      return entry;
    },

    /** The revision to hand back to `set`, taken before reading the database. */
    revision: () => revision,

    set(tokenHash: string, session: CachedSession, readAtRevision: number, nowMs: number): void {
      if (!trusted || readAtRevision !== revision) return;
      if (entries.size >= MAX_ENTRIES) {
        const oldest = entries.keys().next();
        if (!oldest.done) drop(oldest.value);
      }
      drop(tokenHash);
      entries.set(tokenHash, { ...session, cachedAtMs: nowMs });
      const tokens = tokensOf.get(session.person.id) ?? new Set<string>();
      tokens.add(tokenHash);
      tokensOf.set(session.person.id, tokens);
    },

    forgetToken(tokenHash: string): void {
      drop(tokenHash);
      revision += 1;
    },

    /** Every cached session of this user (a notification, or a change made here). */
    forgetUser(userId: string): void {
      for (const hash of [...(tokensOf.get(userId) ?? [])]) drop(hash);
      revision += 1;
    },

    /** Everything (a teacher deleted with their whole class). */
    forgetEveryone(): void {
      clear();
    },

    /** Listening (true) makes the cache usable; losing the listener (false) empties it. */
    setTrusted(listening: boolean): void {
      trusted = listening;
      clear();
    },

    size: () => entries.size,
  };
}
export type SessionCache = ReturnType<typeof createSessionCache>;
