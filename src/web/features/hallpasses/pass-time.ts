import type { TPass } from '../../../shared/hallpasses';
import { formatClock } from '../../components/format';

/** When a pass runs out, in milliseconds since the epoch. */
export function passEndsAt(pass: Pick<TPass, 'createdAt' | 'duration'>): number {
  return new Date(pass.createdAt).getTime() + pass.duration * 60_000;
}

/** Seed 000 section 4: active while no more than `duration` minutes have passed. */
export function isActiveAt(pass: Pick<TPass, 'createdAt' | 'duration'>, now: number): boolean {
  return now <= passEndsAt(pass);
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
  const parts = [
    ...(minutes > 0 ? [`${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`] : []),
    ...(rest > 0 || minutes === 0 ? [`${rest} ${rest === 1 ? 'second' : 'seconds'}`] : []),
  ];
  return `${parts.join(' ')} left`;
}

/** The time of day a pass was written: '10:42 AM'. */
export function formatTime(iso: string): string {
  return formatClock(Date.parse(iso));
}

/** 'Ada Lovelace'. */
export function studentName(pass: Pick<TPass, 'student'>): string {
  return `${pass.student.firstName} ${pass.student.lastName}`.trim();
}
