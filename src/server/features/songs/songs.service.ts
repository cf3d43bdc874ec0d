import type { Clock } from '../../common/clock';
import type { Db } from '../../db/client';
import type { TakeOffPlaylist } from '../jukebox';
import type { SettingsService } from '../settings';
import { createSongDecisions } from './song-decisions';
import { createSongDeletions } from './song-deletions';
import { createSongReads } from './song-reads';
import { createSongRequests, type SongNotice } from './song-requests';

export { removalRefundKey } from './song-payments';

/**
 * Song requests (P19, P29, P35): requesting one (song-requests.ts), the decisions after it
 * (song-decisions.ts), what the pages read (song-reads.ts) and the songs that go with a teacher's
 * deletion or a student's (song-deletions.ts); charges and refunds, each refund once per refunded thing, through the kernel (song-payments.ts).
 * This joins them into the service the routes call.
 */
export function createSongsService(
  db: Db,
  clock: Clock,
  settings: SettingsService,
  onSongRequest: (notice: SongNotice) => void,
  /** Takes a removed song off its course's Spotify playlist (the jukebox's), with nothing held open. */
  takeOffPlaylist: TakeOffPlaylist,
) {
  return {
    ...createSongRequests(db, clock, settings, onSongRequest),
    ...createSongReads(db),
    ...createSongDecisions(db, clock, settings, takeOffPlaylist),
    ...createSongDeletions(db, clock),
  };
}
export type SongsService = ReturnType<typeof createSongsService>;
