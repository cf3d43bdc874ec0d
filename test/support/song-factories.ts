import { systemClock } from '../../src/server/common/clock';
import type { Db } from '../../src/server/db/client';
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

/** Signed-in clients without an argon2 verification each: sessions made directly. */
export async function clientsFor(app: FastifyInstance, db: Db, ids: string[]): Promise<ApiClient[]> {
  const sessions = createSessionsService(db, systemClock, 1);
  return Promise.all(ids.map(async (id) => apiClient(app, (await sessions.start(id)).token)));
}
