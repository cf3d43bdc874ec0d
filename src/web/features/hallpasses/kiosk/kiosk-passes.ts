import type { TPass } from '../../../../shared/hallpasses';
import { OVERDUE_SHOWN_MS } from '../../../../shared/kiosks';
import { isOut, passEndsAt } from '../pass-time';
import { kioskBoardText } from './texts';

// The board's lookback and overdue hour are the server's too (the classroom kiosk reads the same).
export { KIOSK_LOOKBACK_MS, OVERDUE_SHOWN_MS } from '../../../../shared/kiosks';

/** What a board needs of a pass: the teacher's full pass, or the kiosk's (no username, no price). */
export type TBoardPass = Pick<
  TPass,
  '_id' | 'createdAt' | 'destination' | 'duration' | 'state' | 'startedAt' | 'period'
> & {
  student: Pick<TPass['student'], '_id' | 'firstName' | 'lastName'>;
};

export type TPassOut<P extends TBoardPass = TPass> = {
  pass: P;
  /** 'Ada L.', or the full name when two on the board would read the same. */
  name: string;
  /** When the pass runs out (ms since 1970). */
  dueAt: number;
  overdue: boolean;
};

export const dueAtOf = passEndsAt;

/** 'Ada L.': a first name and an initial is enough to tell a class, and kinder on a shared screen. */
export function shortName(student: Pick<TPass['student'], 'firstName' | 'lastName'>): string {
  const initial = student.lastName.trim().charAt(0).toUpperCase();
  return initial ? `${student.firstName.trim()} ${initial}.` : student.firstName.trim();
}

/**
 * Who is out at `now`, from the server's states (P48: the board and Manage Hallpasses read the
 * same): each student's newest pass while it is out, running or for an hour past its end
 * ('Overdue'); a returned pass, or one still waiting, is not. Soonest due first, so the most
 * overdue leads. A pass runs out when more than its minutes have passed (P39), as the server decides.
 */
export function passesOut<P extends TBoardPass>(passes: readonly P[], now: number): TPassOut<P>[] {
  const newest = new Map<string, P>();
  for (const pass of passes) {
    const seen = newest.get(pass.student._id);
    if (!seen || Date.parse(pass.createdAt) > Date.parse(seen.createdAt)) newest.set(pass.student._id, pass);
  }
  const out = [...newest.values()]
    .filter((pass) => isOut(pass) && now < dueAtOf(pass) + OVERDUE_SHOWN_MS)
    .sort((a, b) => dueAtOf(a) - dueAtOf(b) || (a._id < b._id ? -1 : a._id > b._id ? 1 : 0));
  const shortCounts = new Map<string, number>();
  for (const pass of out) shortCounts.set(shortName(pass.student), (shortCounts.get(shortName(pass.student)) ?? 0) + 1);
  return out.map((pass) => {
    const short = shortName(pass.student);
    const name =
      (shortCounts.get(short) ?? 0) > 1 ? `${pass.student.firstName} ${pass.student.lastName}`.trim() : short;
    return { pass, name, dueAt: dueAtOf(pass), overdue: now > dueAtOf(pass) };
  });
}

/**
 * A timer's face: '4:05' for a duration, '1:02:09' past an hour. Time left is rounded up to the
 * second (0:00 exactly when the pass runs out); time overdue is rounded down.
 */
export function timerText(dueAt: number, now: number): string {
  const ms = dueAt - now;
  const total = ms >= 0 ? Math.ceil(ms / 1000) : Math.floor(-ms / 1000);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}

/**
 * How passes that left the board ended: `back` (their ids) were returned, so the student is back in
 * class; `stopped` were ended by an emergency (P50), the student most likely still in the hall.
 */
export type TBoardEndings = { back: ReadonlySet<string>; stopped?: ReadonlySet<string> };

/**
 * What a board reads, in one answer: its passes, and the emergency covering it with the passes it
 * ended (P50). Read together, a pass the emergency ended is never judged against an older emergency.
 */
export type TBoardState = {
  passes: readonly Pick<TBoardPass, '_id' | 'state'>[];
  emergency: { on: boolean; out: readonly { _id: string }[] };
};

/** A pass the emergency ended is returned on the server, but the student is still in the hall (P50). */
export function boardEndings({ passes, emergency }: TBoardState): TBoardEndings {
  return {
    back: new Set(passes.filter((pass) => pass.state === 'returned').map((pass) => pass._id)),
    stopped: new Set(emergency.out.map((out) => out._id)),
  };
}

/**
 * What a screen reader hears when the board changes: who left, who is back, who is now overdue.
 * Only a returned pass is said to be back in class, and never one an emergency stopped; a pass
 * deleted or past its overdue hour just leaves the board.
 */
export function boardChanges(
  before: ReadonlyMap<string, { name: string; overdue: boolean }>,
  after: readonly TPassOut<TBoardPass>[],
  { back, stopped }: TBoardEndings,
): string[] {
  const messages: string[] = [];
  const now = new Set(after.map((row) => row.pass._id));
  for (const [id, row] of before) {
    if (now.has(id)) continue;
    const ending = stopped?.has(id) ? 'isStopped' : back.has(id) ? 'isBack' : 'offBoard';
    messages.push(kioskBoardText.t(ending, { name: row.name }));
  }
  for (const row of after) {
    const seen = before.get(row.pass._id);
    if (!seen) messages.push(kioskBoardText.t('isOut', { name: row.name, destination: row.pass.destination }));
    else if (row.overdue && !seen.overdue) messages.push(kioskBoardText.t('isOverdue', { name: row.name }));
  }
  return messages;
}
