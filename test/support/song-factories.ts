import { systemClock } from '../../src/server/common/clock';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client';
import { studentAccounts } from '../../src/server/db/schema';
import { createSessionsService } from '../../src/server/features/auth/sessions.service';
import { defaultSettings, type TSettings } from '../../src/shared/settings';
import type { FastifyInstance } from 'fastify';
import { apiClient, type ApiClient } from './test-app';

/** A class with song requests and removals on, and prices easy to check. */
export function songSettings(change: (s: TSettings) => void = () => undefined): TSettings {
  const s = defaultSettings();
  s.songs = {
    ...s.songs,
    requests: { enabled: true, purchaseAmount: 100, allowAnonymous: true, preventDuplicates: true },
    removals: { enabled: true, purchaseAmount: 200, refundAmount: 50 },
  };
  change(s);
  return s;
}

/**
 * Signed-in clients without an argon2 verification each: sessions made directly. `ids` are users'
 * or students' account ids (a session belongs to the account's person, P40).
 */
export async function clientsFor(app: FastifyInstance, db: Db, ids: string[]): Promise<ApiClient[]> {
  const sessions = createSessionsService(db, systemClock, 1);
  const accounts = ids.length
    ? await db
        .select({ id: studentAccounts.id, personId: studentAccounts.personId })
        .from(studentAccounts)
        .where(inArray(studentAccounts.id, ids))
    : [];
  const personOf = new Map(accounts.map((a) => [a.id, a.personId]));
  return Promise.all(ids.map(async (id) => apiClient(app, (await sessions.start(personOf.get(id) ?? id)).token)));
}
