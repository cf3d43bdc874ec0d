import { storedText, type TStoredText, type TStoredValues } from '../../i18n/stored-text';
import { inLanguage } from '../../i18n/text-host';
import { LANGUAGES } from '../../../shared/i18n/languages';
import { musicText } from '../../../shared/music/texts';
import { formatPoints } from '../../../shared/scoring';
import type { TSongStatus } from '../../../shared/songs';
import type { songRequests } from '../../db/schema';
import { refuse, type Refused } from '../../outcome';
import { serverSongsText } from './texts';

export type SongRecord = typeof songRequests.$inferSelect;

/** A refusal's text, in the language of whoever is being answered now. */
export const text = serverSongsText.t;

/** A notification's or ledger line's message, read in its reader's language when they read it (P51). */
export const message = (key: Parameters<typeof text>[0], values?: TStoredValues) =>
  storedText(serverSongsText, key, values);

/** The ledger's entry types (P19), kept as messages: each reader reads them in their language. */
export const SONG_TYPE = message('songType');
export const SONG_REMOVAL_TYPE = message('songRemovalType');

export const shortOfFunds = (balance: number): Refused =>
  refuse('CONFLICT', 'insufficientFunds', text('insufficientFunds', { points: formatPoints(balance) }));

export const quoted = (song: Pick<SongRecord, 'title' | 'artist'>) =>
  message('quoted', { title: song.title, artist: song.artist });

export const refundNote = (amount: number) => (amount > 0 ? message('refunded', { points: formatPoints(amount) }) : '');

/** A refund's ledger line: why, and the song. */
export const refundLine = (why: TStoredText, song: Pick<SongRecord, 'title' | 'artist'>) =>
  message('ledgerRefund', { why, title: song.title, artist: song.artist });

// Mostly two people acting on one song at once (two removal requests, two teacher tabs): said in
// words a child reads, with the reassurance that the refusal moved no points.
export const notAllowed = (from: TSongStatus, to: TSongStatus) =>
  refuse('CONFLICT', 'status', from === to ? text('alreadyStatus', { from }) : text('cannotChange', { from, to }));

const sameText = (a: string, b: string) => a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();

/**
 * The message of a reason or condition the teacher chose from the app's own list (`keys`), in
 * whichever language their dialog sent it; null for their own words, which are kept as written.
 */
export function listedDescription(
  keys: readonly (keyof typeof musicText.messages & string)[],
  description: string,
): TStoredText | null {
  if (description === '') return null;
  const key = keys.find((k) =>
    LANGUAGES.some((language) =>
      sameText(
        inLanguage(language, () => musicText.t(k)),
        description,
      ),
    ),
  );
  return key ? storedText(musicText, key) : null;
}
