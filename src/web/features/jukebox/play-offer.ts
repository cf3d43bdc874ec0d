import { formatPoints } from '../../../shared/scoring';
import { jukeboxText } from './texts';
import { musicText } from '../../../shared/music/texts';

/** Whether a jukebox button (queue a track, skip the song) can be pressed, and if not, why. */
export interface TPlayOffer {
  disabled: boolean;
  /** Why it is off, said next to it (the seed's tooltip for funds); null when it is on. */
  reason: string | null;
}

export interface TPlayOfferInput {
  /** Teachers queue and skip for free, without caps or balance checks. */
  free: boolean;
  price: number;
  /** The student's balance; undefined while it loads. */
  balance: number | undefined;
  explicit?: boolean;
  allowExplicit?: boolean;
  /** Queue additions left today; null: no cap (skips are never capped). */
  addsLeft?: number | null;
}

export function playOffer(input: TPlayOfferInput): TPlayOffer {
  if (input.explicit && !input.allowExplicit) {
    return { disabled: true, reason: jukeboxText.t('explicitOff') };
  }
  if (input.free) return { disabled: false, reason: null };
  if (input.addsLeft === 0) return { disabled: true, reason: jukeboxText.t('allQueuedToday') };
  if (input.balance === undefined) return { disabled: true, reason: null };
  if (input.balance < input.price) {
    return { disabled: true, reason: musicText.t('insufficientFunds', { points: formatPoints(input.balance) }) };
  }
  return { disabled: false, reason: null };
}

/** 'The Quiet Comets, Chalk & Cheese'. */
export const artistNames = (artists: readonly { name: string }[]) => artists.map((artist) => artist.name).join(', ');

/** 'Add to queue for 100 pts', or for teachers just 'Add to queue'. */
export const priced = (label: string, price: number, free: boolean) =>
  free || price === 0 ? label : jukeboxText.t('priced', { label, price: formatPoints(price) });
