import type { TAuditEntry } from '../../../shared/ledger';
import { formatNumber } from '../../../shared/number-format';
import { formatPoints } from '../../../shared/scoring';

type Snapshot = Record<string, unknown>;

const isSnapshot = (value: unknown): value is Snapshot =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const WHAT: Record<string, string> = {
  transaction: 'Transaction',
  score: 'Score',
  task: 'Assignment',
  course: 'Course',
  student: 'Student',
  preset: 'Preset',
  product: 'Product',
  purchase: 'Purchase',
  song: 'Song request',
  hallpass: 'Hallpass',
};

/** The words a teacher reads for each field the audit trail keeps (P13). */
const LABELS: Record<string, string> = {
  amount: 'Amount',
  description: 'Description',
  type: 'Type',
  typeTitle: 'Title',
  title: 'Title',
  totalPoints: 'Total points',
  multiplier: 'Multiplier',
  task: 'Assignment',
  value: 'Score',
  name: 'Name',
  period: 'Period',
  students: 'Students',
  username: 'Username',
  firstName: 'First name',
  lastName: 'Last name',
  course: 'Course',
  dropped: 'Dropped',
  hasPrime: 'Prime',
  anonymousSongs: 'Anonymous songs',
  passAccommodation: 'Hallpass accommodation',
  password: 'Password',
  cost: 'Cost',
  quantity: 'Quantity',
  maxPurchaseQuantity: 'Max purchase quantity',
  total: 'Total',
  items: 'Products',
  status: 'Status',
  note: 'Note',
  roster: 'Roster',
};

/** Bookkeeping fields that mean nothing to a teacher. */
const HIDDEN = new Set(['createdAt', 'updatedAt', 'slug', '_id', 'id']);
/** Fields that hold points. */
const POINTS = new Set(['amount', 'cost', 'total']);

/** 'maxPurchaseQuantity' -> 'Max purchase quantity', for a field without a label of its own. */
function humanise(key: string): string {
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const labelOf = (key: string) => LABELS[key] ?? humanise(key);

/** Nothing to show: no value, or an empty one. */
const isBlank = (value: unknown) =>
  value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

/** One readable value of a snapshot field: points for amounts, words for the rest. */
function show(key: string, value: unknown): string {
  if (isBlank(value)) return 'none';
  if (POINTS.has(key) && typeof value === 'number') return formatPoints(value);
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if ((key === 'type' || key === 'status') && typeof value === 'string')
    return value.charAt(0).toUpperCase() + value.slice(1);
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  // Counts by what they count (a roster's commit: { enrolled: 24, dropped: 1 }) read "24 enrolled, 1 dropped".
  if (isSnapshot(value) && Object.values(value).every((n) => typeof n === 'number')) {
    return Object.entries(value)
      .map(([what, n]) => `${formatNumber(n as number)} ${humanise(what).toLowerCase()}`)
      .join(', ');
  }
  if (Array.isArray(value)) {
    if (value.every((item) => typeof item === 'string' || typeof item === 'number')) return value.join(', ');
    return `${value.length} ${value.length === 1 ? 'line' : 'lines'}`;
  }
  return JSON.stringify(value);
}

/** What the words need of an entry: a student's record (P41) carries the same fields. */
type TDescribable = Pick<TAuditEntry, 'entity' | 'action' | 'before' | 'after'>;

/** "Transaction updated", "Assignment deleted", ... */
export function auditTitle(entry: TDescribable): string {
  const verb = entry.action === 'create' ? 'added' : entry.action === 'update' ? 'updated' : 'deleted';
  return `${WHAT[entry.entity] ?? entry.entity} ${verb}`;
}

/**
 * What changed, in words: for an edit the fields whose value moved ("Amount: 40 pts → 45 pts"),
 * for a deletion what was removed. Field names read as labels; empty fields and fields that did
 * not change are left out.
 */
export function auditChanges(entry: TDescribable): string[] {
  const before = isSnapshot(entry.before) ? entry.before : {};
  const after = isSnapshot(entry.after) ? entry.after : {};
  if (entry.action === 'delete') {
    return Object.entries(before)
      .filter(([key, value]) => !HIDDEN.has(key) && !isBlank(value))
      .map(([key, value]) => `${labelOf(key)}: ${show(key, value)}`);
  }
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((key) => !HIDDEN.has(key));
  return keys
    .filter((key) => JSON.stringify(before[key] ?? null) !== JSON.stringify(after[key] ?? null))
    .filter((key) => !(isBlank(before[key]) && isBlank(after[key])))
    .map((key) =>
      key in before && !isBlank(before[key])
        ? `${labelOf(key)}: ${show(key, before[key])} → ${show(key, after[key])}`
        : `${labelOf(key)}: ${show(key, after[key])}`,
    );
}
