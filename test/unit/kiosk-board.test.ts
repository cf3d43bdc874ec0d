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
      new Set(),
    );
    expect(rows.map((r) => [r.pass._id, r.name, r.overdue])).toEqual([
      ['overdue', 'Alan T.', true],
      ['running', 'Ada L.', false],
    ]);
    const edge = pass('edge', 's4', 5);
    expect(passesOut([edge], T0, new Set())[0]?.overdue).toBe(false);
    expect(passesOut([edge], T0 + 1, new Set())[0]?.overdue).toBe(true);
    expect(passesOut([edge], T0 + OVERDUE_SHOWN_MS - 1, new Set())).toHaveLength(1);
    expect(passesOut([edge], T0 + OVERDUE_SHOWN_MS, new Set())).toHaveLength(0);
  });

  it("keeps each student's newest pass only, and leaves out those marked back in class", () => {
    const rows = passesOut(
      [pass('new', 's1', 2), pass('old', 's1', 20), pass('marked', 's2', 30)],
      T0,
      new Set(['marked']),
    );
    expect(rows.map((r) => r.pass._id)).toEqual(['new']);
  });

  it('names students by first name and initial, in full when two would read the same', () => {
    expect(shortName({ firstName: ' Ada ', lastName: 'lovelace' })).toBe('Ada L.');
    expect(shortName({ firstName: 'Cher', lastName: '' })).toBe('Cher');
    const rows = passesOut(
      [pass('a', 's1', 1, 5, ['Ada', 'Lovelace']), pass('b', 's2', 2, 5, ['Ada', 'Lamarr'])],
      T0,
      new Set(),
    );
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
    const after = passesOut([pass('p1', 's1', 10), pass('p3', 's3', 0, 5, ['Grace', 'Hopper'])], T0, new Set());
    expect(boardChanges(before, after, new Set(['p2']))).toEqual([
      'Alan T. is back in class.',
      'Ada L. is overdue.',
      'Grace H. is out: restroom.',
    ]);
    expect(boardChanges(new Map([['p1', { name: 'Ada L.', overdue: true }]]), after.slice(0, 1), new Set())).toEqual(
      [],
    );
    // Deleted, or past its overdue hour: off the board, without claiming the student came back.
    expect(boardChanges(before, after, new Set())[0]).toBe('Alan T. is off the board.');
  });
});
