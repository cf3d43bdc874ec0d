import type { TPassReport } from '../../../shared/hall-report';
import { MAX_PASS_MINUTES, type TPass } from '../../../shared/hallpasses';
import { manageHallpassesText } from './manage/texts';
import { passEndsAt } from './pass-time';

type TReportedPass = Pick<TPass, 'state' | 'createdAt' | 'startedAt' | 'returnedAt' | 'duration'>;

let today: Intl.DateTimeFormat | null = null;

/** Today in this browser's time zone, 'YYYY-MM-DD': the classroom's, as the school's week is. */
export function todayHere(now = Date.now()): string {
  today ??= new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' });
  return today.format(now);
}

/**
 * A pass's whole minutes out, as the weekly report counts them (server: pass-report.ts): back minus
 * out (at most the longest pass); never brought back, its minutes once they are up, else those so far.
 */
export function minutesOut(pass: TReportedPass, now: number): number {
  const started = Date.parse(pass.startedAt ?? pass.createdAt);
  if (pass.returnedAt !== null) {
    const out = (Date.parse(pass.returnedAt) - started) / 60_000;
    return Math.round(Math.min(Math.max(out, 0), MAX_PASS_MINUTES));
  }
  if (now > passEndsAt(pass)) return pass.duration;
  return Math.round(Math.max(now - started, 0) / 60_000);
}

export type TBackState = 'onTime' | 'late' | 'out' | 'notBack';

/** Back on time, back after its minutes (late), still out, or out past its minutes and never marked back (late). */
export function backState(pass: TReportedPass, now: number): TBackState {
  const ends = passEndsAt(pass);
  if (pass.returnedAt !== null) return Date.parse(pass.returnedAt) > ends ? 'late' : 'onTime';
  return now > ends ? 'notBack' : 'out';
}

const BACK_KEYS = {
  onTime: 'backOnTime',
  late: 'backLate',
  out: 'stillOut',
  notBack: 'notMarkedBack',
} as const satisfies Record<TBackState, keyof typeof manageHallpassesText.messages>;

/** In words, never colour alone, in the reader's language. */
export function backText(state: TBackState): string {
  return manageHallpassesText.t(BACK_KEYS[state]);
}

/** '12 passes, 85 minutes out, 3 late': the week's sums over its students. */
export function weekTotalsText(report: Pick<TPassReport, 'students'>): string {
  const sum = (pick: (row: TPassReport['students'][number]) => number) =>
    report.students.reduce((total, row) => total + pick(row), 0);
  return manageHallpassesText.t('weekTotals', {
    passes: sum((r) => r.passes),
    minutes: sum((r) => r.minutes),
    late: sum((r) => r.late),
  });
}

/** What the report's Late counts, said beside it on screen and on paper. */
export function lateMeans(): string {
  return manageHallpassesText.t('lateMeans');
}
