import type { TPass } from '../../../shared/hallpasses';
import { formatClock } from '../../components/format';
import { hallpassesText } from './texts';

type TPassTimes = Pick<TPass, 'createdAt' | 'startedAt' | 'duration'>;

/** When a pass runs out, in milliseconds since the epoch: its minutes run from when it started (P48). */
export function passEndsAt(pass: TPassTimes): number {
  return new Date(pass.startedAt ?? pass.createdAt).getTime() + pass.duration * 60_000;
}

/** The student is out: the pass started and has not come back (its minutes may be up: overdue). */
export function isOut(pass: Pick<TPass, 'state'>): boolean {
  return pass.state === 'active' || pass.state === 'expired';
}

/** Seed 000 section 4: active while out and no more than `duration` minutes have passed. */
export function isActiveAt(pass: TPassTimes & Pick<TPass, 'state'>, now: number): boolean {
  return isOut(pass) && now <= passEndsAt(pass);
}

/** Time left as m:ss ('4:07'), never below 0:00. */
export function formatCountdown(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** Time left in words for screen readers: '4 minutes 7 seconds left'. */
export function describeCountdown(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  if (minutes === 0) return hallpassesText.t('leftSeconds', { seconds: rest });
  if (rest === 0) return hallpassesText.t('leftMinutes', { minutes });
  return hallpassesText.t('leftMinutesSeconds', { minutes, seconds: rest });
}

/** The time of day a pass was written: '10:42 AM'. */
export function formatTime(iso: string): string {
  return formatClock(Date.parse(iso));
}

/**
 * The wait line in the order the server serves it (hall-places.ts): who joined it first
 * (`queuedAt`), then by id. A pass asked for earlier but approved later joined later.
 */
export function byPlaceInLine(a: Pick<TPass, '_id' | 'queuedAt' | 'createdAt'>, b: typeof a): number {
  const joined = (pass: typeof a) => Date.parse(pass.queuedAt ?? pass.createdAt);
  return joined(a) - joined(b) || (a._id < b._id ? -1 : a._id > b._id ? 1 : 0);
}

/** 'Ada Lovelace'. */
export function studentName(pass: Pick<TPass, 'student'>): string {
  return `${pass.student.firstName} ${pass.student.lastName}`.trim();
}
