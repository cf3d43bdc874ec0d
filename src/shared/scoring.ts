import type { TSettings } from './settings';
import { formatNumber } from './number-format';

export type TScoreConverter = TSettings['scoreConverter'];
export type TScoreBand = keyof TScoreConverter;

/**
 * Percent of an assessment score (seed 000 section 9): round(value / totalPoints x 100), a total
 * of 0 counting as 1, capped at 100 (and never below 0).
 */
export function scorePercent(value: number, totalPoints: number): number {
  const total = totalPoints === 0 ? 1 : totalPoints;
  return Math.min(100, Math.max(0, Math.round((value / total) * 100)));
}

/** The converter band a score falls in: its percent floored to the tens. */
export function scoreBand(value: number, totalPoints: number): TScoreBand {
  return String(Math.floor(scorePercent(value, totalPoints) / 10) * 10) as TScoreBand;
}

/**
 * Points a score is worth (P12): the converter value for its band times the task multiplier,
 * rounded to whole points because every balance is an integer (P11). Used by the server for
 * balances and by the browser for previews, so both always agree.
 */
export function assessmentPoints(
  score: { value: number; totalPoints: number; multiplier: number },
  converter: TScoreConverter,
): number {
  return Math.round(converter[scoreBand(score.value, score.totalPoints)] * score.multiplier);
}

export interface TLedgerSums {
  /** Assessment points, from scores. */
  scores: number;
  bonuses: number;
  fines: number;
  /** Purchases net of refunds (refunds are negative purchase entries). */
  purchases: number;
}

/** Balance = assessment points + bonuses - fines - purchases (P11). */
export function balanceOf(sums: TLedgerSums): number {
  return sums.scores + sums.bonuses - sums.fines - sums.purchases;
}

/** Points for people: whole points, thousands separators, ' pts' (seed 000 section 9). */
export function formatPoints(points: number): string {
  return `${formatNumber(Math.round(points))} pts`;
}

export type TGradeBand = 'A' | 'B' | 'C' | 'D' | 'F';

/**
 * Grade band by fraction of total points (seed 001 section 9): A >= 90 %, B >= 80 %, C >= 70 %,
 * D >= 60 %, F below; a total of 0 counts as 10 for percents.
 */
export function gradeBand(value: number, totalPoints: number): TGradeBand {
  const percent = (value / (totalPoints === 0 ? 10 : totalPoints)) * 100;
  if (percent >= 90) return 'A';
  if (percent >= 80) return 'B';
  if (percent >= 70) return 'C';
  if (percent >= 60) return 'D';
  return 'F';
}

export function isPassing(value: number, totalPoints: number): boolean {
  return gradeBand(value, totalPoints) !== 'F';
}
