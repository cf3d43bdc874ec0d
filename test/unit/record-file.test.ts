import { describe, expect, it } from 'vitest';
import { recordFileName } from '../../src/web/features/records/record-file';
import { accessWord, actorWord, signedAmount, teacherName } from '../../src/web/features/records/record-words';

const record = (exportedAt: string) => ({ exportedAt, student: { username: '20261001' } });

describe("a student's record on the web (P41)", () => {
  it('names the downloaded file after the student and the day it was read, on the local calendar', () => {
    const exportedAt = new Date(2026, 10, 7, 23, 30).toISOString();
    expect(recordFileName(record(exportedAt))).toBe('classmint-record-20261001-2026-11-07.json');
  });

  it('shows what each entry did to the balance, with its sign, and a teacher without a title', () => {
    const entry = { _id: '1', amount: 5, description: '', typeTitle: null, source: null, createdAt: '' };
    expect(signedAmount({ ...entry, type: 'bonus' })).toBe('+5 pts');
    expect(signedAmount({ ...entry, type: 'fine' })).toBe('-5 pts');
    expect(signedAmount({ ...entry, type: 'purchase', amount: -3 })).toBe('+3 pts');
    expect(teacherName({ title: '', firstName: 'Grace', lastName: 'Hopper' })).toBe('Grace Hopper');
    expect(teacherName({ title: 'Ms.', firstName: 'Grace', lastName: 'Hopper' })).toBe('Ms. Grace Hopper');
  });

  it('names who acted by username and role, and keeps the words that stand for someone unnamed', () => {
    expect(actorWord({ username: 'msmith', role: 'teacher' })).toBe('msmith (Teacher)');
    expect(actorWord({ username: 'a classmate', role: 'student' })).toBe('a classmate');
    expect(actorWord({ username: 'a deleted user', role: 'admin' })).toBe('a deleted user');
  });

  it("names the admin's backup for what it is, not a teacher's export (P44)", () => {
    expect(accessWord('backup')).toBe('Backup of the whole installation');
    expect(accessWord('export')).toBe("A teacher's data export");
  });
});
