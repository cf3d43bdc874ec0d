import type { TJukeboxAccessRequest } from '../../../shared/jukebox';
import type { TSettingsView } from '../../../shared/settings';
import type { Clock } from '../../common/clock';
import type { Db } from '../../db/client';
import { jukeboxAccessRequests } from '../../db/schema';
import type { Actor } from '../../http/actor';
import type { Outcome } from '../../outcome';
import type { SettingsService } from '../settings';

/**
 * A teacher asks for the jukebox (P37): the request waits for the admin in Manage Teachers, and the
 * settings say it was sent ('Request has been sent'). Asking again replaces the earlier request.
 */
export function createAccessRequestService(db: Db, clock: Clock, settings: SettingsService) {
  return {
    async request(actor: Actor, values: TJukeboxAccessRequest): Promise<Outcome<TSettingsView>> {
      const requestedAt = clock.now();
      await db
        .insert(jukeboxAccessRequests)
        .values({ teacherId: actor.id, name: values.name, email: values.email, requestedAt })
        .onConflictDoUpdate({
          target: jukeboxAccessRequests.teacherId,
          set: { name: values.name, email: values.email, requestedAt },
        });
      return settings.markJukeboxRequested(actor.id);
    },
  };
}
export type AccessRequestService = ReturnType<typeof createAccessRequestService>;
