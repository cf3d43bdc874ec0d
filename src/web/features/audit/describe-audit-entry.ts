import type { TAuditEntry } from '../../../shared/ledger';
import { formatPoints } from '../../../shared/scoring';

type Snapshot = Record<string, unknown>;

const isSnapshot = (value: unknown): value is Snapshot => typeof value === 'object' && value !== null && !Array.isArray(value);

const WHAT: Record<string, string> = {
  transaction: 'Transaction',
  score: 'Score',
  task: 'Assignment',
  course: 'Course',
  student: 'Student',
  preset: 'Preset',
};

/** One readable value of a snapshot field: points for amounts, text for the rest. */
function show(key: string, value: unknown): string {
  if (key === 'amount' && typeof value === 'number') return formatPoints(value);
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/** "Transaction updated", "Assignment deleted", ... */
export function auditTitle(entry: TAuditEntry): string {
  const verb = entry.action === 'create' ? 'added' : entry.action === 'update' ? 'updated' : 'deleted';
  return `${WHAT[entry.entity] ?? entry.entity} ${verb}`;
}

/**
 * What changed, in words: for an edit the fields whose value moved ("amount: 40 pts → 45 pts"),
 * for a deletion what was removed.
 */
export function auditChanges(entry: TAuditEntry): string[] {
  const before = isSnapshot(entry.before) ? entry.before : {};
  const after = isSnapshot(entry.after) ? entry.after : {};
  if (entry.action === 'delete') {
    return Object.entries(before)
      .filter(([key]) => key !== 'createdAt')
      .map(([key, value]) => `${key}: ${show(key, value)}`);
  }
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((key) => key !== 'createdAt');
  return keys
    .filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]))
    .map((key) => (key in before ? `${key}: ${show(key, before[key])} → ${show(key, after[key])}` : `${key}: ${show(key, after[key])}`));
}
