import { createHash } from 'node:crypto';
import type { TStoredText } from '../../i18n/stored-text';
import type { Tx } from '../../db/transaction';
import { type LockedStudent, refund, spend } from '../../economy';
import type { TScoreConverter } from '../../../shared/scoring';
import type { Actor } from '../../http/actor';
import type { NewNotification } from '../notifications';
import {
  message,
  quoted,
  refundLine,
  refundNote,
  shortOfFunds,
  SONG_REMOVAL_TYPE,
  SONG_TYPE,
  type SongRecord,
} from './song-messages';
import { usedRefundKeys } from './songs.queries';

/** What a student pays for a song or a song's removal, through the kernel, refused when short of funds. */
export function chargeStudent(
  tx: Tx,
  actor: Actor,
  student: LockedStudent,
  song: Pick<SongRecord, 'title' | 'artist'>,
  charge: { source: 'song' | 'songRemoval'; cost: number; now: Date },
  converter: TScoreConverter,
) {
  const removal = charge.source === 'songRemoval';
  const entry = {
    source: charge.source,
    description: message(removal ? 'ledgerRemovalRequest' : 'ledgerRequest', {
      title: song.title,
      artist: song.artist,
    }),
    typeTitle: removal ? SONG_REMOVAL_TYPE : SONG_TYPE,
    createdBy: actor.personId,
    createdAt: charge.now,
  };
  return spend(tx, student, charge.cost, entry, { by: 'student', belowZeroAllowed: false, converter, shortOfFunds });
}

/**
 * The refund key of a removal request's charge. Each removal request of a song (a song may be
 * removal-requested, kept, and removal-requested again) gets its own key, derived from the song id
 * and the request's number (a UUIDv5-shaped SHA-1 hash), so `refund`'s once-per-key rule returns
 * each removal charge at most once, and never collides with the requester's refund (the song id).
 */
export function removalRefundKey(songId: string, attempt: number): string {
  const hex = createHash('sha1').update(`${songId.toLowerCase()}:removal:${attempt}`).digest('hex').slice(0, 32);
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** The next unused removal refund key of a song; the caller holds the song's row lock. */
async function nextRemovalKey(tx: Tx, songId: string): Promise<string> {
  for (let start = 1; ; start += 10) {
    const keys = Array.from({ length: 10 }, (_, i) => removalRefundKey(songId, start + i));
    const used = await usedRefundKeys(tx, keys);
    const free = keys.find((k) => !used.has(k));
    if (free) return free;
  }
}

/** Gives the remover back what their removal request cost (once per removal request). */
export async function refundRemover(tx: Tx, actor: Actor, song: SongRecord, why: TStoredText): Promise<number> {
  if (!song.removalRequestedBy || song.removalCost <= 0) return 0;
  const made = await refund(tx, {
    teacherId: song.teacherId,
    studentId: song.removalRequestedBy,
    source: 'songRemoval',
    refundOf: await nextRemovalKey(tx, song.id),
    amount: song.removalCost,
    description: refundLine(why, song),
    typeTitle: SONG_REMOVAL_TYPE,
    createdBy: actor.personId,
  });
  return made ? song.removalCost : 0;
}

/** Gives the requester back `amount` for their song (the song id is the key: at most one such refund). */
export async function refundRequester(
  tx: Tx,
  actor: Actor,
  song: SongRecord,
  amount: number,
  source: 'song' | 'songRemoval',
  why: TStoredText,
): Promise<number> {
  const made = await refund(tx, {
    teacherId: song.teacherId,
    studentId: song.studentId,
    source,
    refundOf: song.id,
    amount,
    description: refundLine(why, song),
    typeTitle: SONG_TYPE,
    createdBy: actor.personId,
  });
  return made ? amount : 0;
}

/** A song with a pending removal goes: the remover gets their points back, and is told. */
export async function closeRemovalOfDeletedSong(
  tx: Tx,
  actor: Actor,
  song: SongRecord,
  remover: string,
  requesterLeaving = false,
): Promise<NewNotification> {
  const refunded = await refundRemover(tx, actor, song, message('whyDeleted'));
  return {
    userId: remover,
    type: 'info',
    title: message('removalClosedTitle'),
    // A leaving student's song is their words (P42): the classmate is told of the refund without it.
    content: requesterLeaving
      ? message('removalClosedUnnamed', { refund: refundNote(refunded) })
      : message('removalClosed', { song: quoted(song), refund: refundNote(refunded) }),
  };
}
