import { describe, expect, it } from 'vitest';
import type { TPass } from '../../src/shared/hallpasses';
import {
  boardChanges,
  OVERDUE_SHOWN_MS,
  passesOut,
  shortName,
  timerText,
} from '../../src/web/features/hallpasses/kiosk/kiosk-passes';

// P26: who the kiosk shows as out, how it names them, and its timers.
const T0 = Date.parse('2026-03-02T15:00:00Z');
const MINUTE = 60_000;

function pass(id: string, studentId: string, minutesAgo: number, duration = 5, names = ['Ada', 'Lovelace']): TPass {
  return {
    _id: id,
    createdAt: new Date(T0 - minutesAgo * MINUTE).toISOString(),
    createdBy: 'Ms. Hopper',
    destination: 'restroom',
    duration,
    cost: 0,
    student: { _id: studentId, username: studentId, firstName: names[0] ?? '', lastName: names[1] ?? '' },
    period: 2,
    state: 'active',
    queuedAt: null,
    startedAt: new Date(T0 - minutesAgo * MINUTE).toISOString(),
    returnedAt: null,
  };
}

describe('the kiosk board', () => {
  it('shows running passes and overdue ones for an hour past their end, soonest due first', () => {
    const rows = passesOut(
      [
        pass('running', 's1', 1, 5, ['Ada', 'Lovelace']),
        pass('overdue', 's2', 10, 5, ['Alan', 'Turing']),
        pass('gone', 's3', 5 + 61, 5, ['Grace', 'Hopper']),
      ],
      T0,
    );
    expect(rows.map((r) => [r.pass._id, r.name, r.overdue])).toEqual([
      ['overdue', 'Alan T.', true],
      ['running', 'Ada L.', false],
    ]);
    const edge = pass('edge', 's4', 5);
    expect(passesOut([edge], T0)[0]?.overdue).toBe(false);
    expect(passesOut([edge], T0 + 1)[0]?.overdue).toBe(true);
    expect(passesOut([edge], T0 + OVERDUE_SHOWN_MS - 1)).toHaveLength(1);
    expect(passesOut([edge], T0 + OVERDUE_SHOWN_MS)).toHaveLength(0);
  });

  it("keeps each student's newest pass only, out now: not returned, not waiting (the server's states)", () => {
    const returned = { ...pass('marked', 's2', 30), state: 'returned' as const };
    const waiting = { ...pass('line', 's3', 1), state: 'waiting' as const, startedAt: null };
    const overdue = { ...pass('late', 's4', 20), state: 'expired' as const };
    const rows = passesOut([pass('new', 's1', 2), pass('old', 's1', 20), returned, waiting, overdue], T0);
    expect(rows.map((r) => [r.pass._id, r.overdue])).toEqual([
      ['late', true],
      ['new', false],
    ]);
  });

  it('runs a pass from when it started, not when it was asked for (P48)', () => {
    const approved = { ...pass('asked', 's1', 30), startedAt: new Date(T0 - 2 * MINUTE).toISOString() };
    expect(passesOut([approved], T0)[0]).toMatchObject({ overdue: false, dueAt: T0 + 3 * MINUTE });
  });

  it('names students by first name and initial, in full when two would read the same', () => {
    expect(shortName({ firstName: ' Ada ', lastName: 'lovelace' })).toBe('Ada L.');
    expect(shortName({ firstName: 'Cher', lastName: '' })).toBe('Cher');
    const rows = passesOut([pass('a', 's1', 1, 5, ['Ada', 'Lovelace']), pass('b', 's2', 2, 5, ['Ada', 'Lamarr'])], T0);
    expect(rows.map((r) => r.name).sort()).toEqual(['Ada Lamarr', 'Ada Lovelace']);
  });

  it('counts the time left up to the second and overdue time down, with hours past an hour', () => {
    expect(timerText(T0 + 5 * MINUTE, T0)).toBe('5:00');
    expect(timerText(T0 + 4 * MINUTE + 500, T0)).toBe('4:01');
    expect(timerText(T0, T0)).toBe('0:00');
    expect(timerText(T0 - 1500, T0)).toBe('0:01');
    expect(timerText(T0 - 72 * 1000, T0)).toBe('1:12');
    expect(timerText(T0 + 90 * MINUTE, T0)).toBe('1:30:00');
  });

  it('tells who left, who is back and who became overdue', () => {
    const before = new Map([
      ['p1', { name: 'Ada L.', overdue: false }],
      ['p2', { name: 'Alan T.', overdue: false }],
    ]);
    const after = passesOut([pass('p1', 's1', 10), pass('p3', 's3', 0, 5, ['Grace', 'Hopper'])], T0);
    expect(boardChanges(before, after, { back: new Set(['p2']) })).toEqual([
      'Alan T. is back in class.',
      'Ada L. is overdue.',
      'Grace H. is out: restroom.',
    ]);
    expect(
      boardChanges(new Map([['p1', { name: 'Ada L.', overdue: true }]]), after.slice(0, 1), { back: new Set() }),
    ).toEqual([]);
    // Deleted, or past its overdue hour: off the board, without claiming the student came back.
    expect(boardChanges(before, after, { back: new Set() })[0]).toBe('Alan T. is off the board.');
  });

  it('says a pass an emergency ended was stopped, never that the student is back (issue 42)', () => {
    const before = new Map([['p2', { name: 'Alan T.', overdue: false }]]);
    const ended = { back: new Set(['p2']), stopped: new Set(['p2']) };
    expect(boardChanges(before, [], ended)).toEqual(["Alan T.'s pass was stopped for the emergency."]);
  });
});
