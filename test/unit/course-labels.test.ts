import { describe, expect, it } from 'vitest';
import { distinctCourseLabels } from '../../src/web/features/courses/student-names';

const course = (_id: string, period: number, name: string, students = 0, dropped = 0) => ({
  _id,
  period,
  name,
  students: [
    ...Array.from({ length: students }, () => ({ dropped: false })),
    ...Array.from({ length: dropped }, () => ({ dropped: true })),
  ],
});

describe('course pickers tell every course apart', () => {
  it('labels courses by period and name', () => {
    const labels = distinctCourseLabels([
      course('a', 2, 'Algebra'),
      course('b', 2, 'Biology'),
      course('c', 3, 'Algebra'),
    ]);
    expect([...labels.values()]).toEqual(['Period 2 · Algebra', 'Period 2 · Biology', 'Period 3 · Algebra']);
  });

  it('adds the student count, then a number, to older courses sharing period and name', () => {
    const labels = distinctCourseLabels([
      course('a', 4, 'Chemistry', 12, 3),
      course('b', 4, 'Chemistry', 1),
      course('c', 4, 'Chemistry', 1),
      course('d', 5, 'Chemistry', 1),
    ]);
    expect(labels.get('a')).toBe('Period 4 · Chemistry · 12 students');
    expect(labels.get('b')).toBe('Period 4 · Chemistry · 1 student (1)');
    expect(labels.get('c')).toBe('Period 4 · Chemistry · 1 student (2)');
    expect(labels.get('d')).toBe('Period 5 · Chemistry');
    expect(new Set(labels.values()).size).toBe(4);
  });
});
