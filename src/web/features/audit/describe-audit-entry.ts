import { errorKeyName } from '../../../shared/errors';
import type { TAuditEntry } from '../../../shared/ledger';
import { formatPoints } from '../../../shared/scoring';
import { auditText } from './texts';

type Snapshot = Record<string, unknown>;
type TAuditKey = keyof typeof auditText.messages;

const isSnapshot = (value: unknown): value is Snapshot =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const WHAT: Readonly<Record<string, TAuditKey>> = {
  transaction: 'whatTransaction',
  score: 'whatScore',
  task: 'whatTask',
  course: 'whatCourse',
  student: 'whatStudent',
  teacher: 'whatTeacher',
  preset: 'whatPreset',
  product: 'whatProduct',
  purchase: 'whatPurchase',
  song: 'whatSong',
  hallpass: 'whatHallpass',
};

/** The words a teacher reads for each field the audit trail keeps (P13). */
const LABELS: Readonly<Record<string, TAuditKey>> = {
  amount: 'fieldAmount',
  description: 'fieldDescription',
  type: 'fieldType',
  typeTitle: 'fieldTitle',
  title: 'fieldTitle',
  totalPoints: 'fieldTotalPoints',
  multiplier: 'fieldMultiplier',
  task: 'fieldTask',
  value: 'fieldValue',
  name: 'fieldName',
  period: 'fieldPeriod',
  students: 'fieldStudents',
  username: 'fieldUsername',
  firstName: 'fieldFirstName',
  lastName: 'fieldLastName',
  course: 'fieldCourse',
  dropped: 'fieldDropped',
  hasPrime: 'fieldHasPrime',
  anonymousSongs: 'fieldAnonymousSongs',
  passAccommodation: 'fieldPassAccommodation',
  password: 'fieldPassword',
  cost: 'fieldCost',
  quantity: 'fieldQuantity',
  maxPurchaseQuantity: 'fieldMaxPurchaseQuantity',
  total: 'fieldTotal',
  items: 'fieldItems',
  status: 'fieldStatus',
  note: 'fieldNote',
  roster: 'fieldRoster',
  schoolAccount: 'fieldSchoolAccount',
};

/** A transaction's type and a song's or an order's status, as the teacher reads them. */
const VALUE_WORDS: Readonly<Record<string, TAuditKey>> = {
  bonus: 'typeBonus',
  fine: 'typeFine',
  purchase: 'typePurchase',
  approved: 'statusApproved',
  pendingApproval: 'statusPendingApproval',
  pendingRemoval: 'statusPendingRemoval',
  rejected: 'statusRejected',
  removed: 'statusRemoved',
  pending: 'statusPending',
  declined: 'statusDeclined',
};

/** A song request is feminine in Spanish (una solicitud), an order masculine: the one status they share. */
const SONG_VALUE_WORDS: Readonly<Record<string, TAuditKey>> = { approved: 'statusApprovedSong' };

/** A roster's commit counts (P47), by what they count. */
const COUNT_WORDS: Readonly<Record<string, TAuditKey>> = {
  enrolled: 'countEnrolled',
  dropped: 'countDropped',
  restored: 'countRestored',
  putBack: 'countPutBack',
};

/**
 * 'maxPurchaseQuantity' -> 'Max purchase quantity', for a field without a label of its own: in
 * English the key's words, in Spanish the name the error lists give it (never English words).
 */
function humanise(key: string): string {
  const words = errorKeyName(key);
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function labelOf(key: string): string {
  const label = LABELS[key];
  return label ? auditText.t(label) : humanise(key);
}

/** Nothing to show: no value, or an empty one. */
const isBlank = (value: unknown) =>
  value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

/** 'bonus' -> 'Bonus'; a value the page has no word for, capitalised as it was kept. */
function valueWord(value: string, entity: string): string {
  const word = (entity === 'song' ? SONG_VALUE_WORDS[value] : undefined) ?? VALUE_WORDS[value];
  return word ? auditText.t(word) : value.charAt(0).toUpperCase() + value.slice(1);
}

/** "24 enrolled": a count by what it counts. */
function countWords(what: string, count: number): string {
  const word = COUNT_WORDS[what];
  return word ? auditText.t(word, { count }) : auditText.t('countOf', { count, what: humanise(what).toLowerCase() });
}

/** One readable value of a snapshot field: points for amounts, words for the rest. */
function show(key: string, value: unknown, entity: string): string {
  if (isBlank(value)) return auditText.t('none');
  if (POINTS.has(key) && typeof value === 'number') return formatPoints(value);
  if (typeof value === 'boolean') return auditText.t(value ? 'yes' : 'no');
  if ((key === 'type' || key === 'status') && typeof value === 'string') return valueWord(value, entity);
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  // Counts by what they count (a roster's commit: { enrolled: 24, dropped: 1 }) read "24 enrolled, 1 dropped".
  if (isSnapshot(value) && Object.values(value).every((n) => typeof n === 'number')) {
    return Object.entries(value)
      .map(([what, n]) => countWords(what, n as number))
      .join(', ');
  }
  if (Array.isArray(value)) {
    if (value.every((item) => typeof item === 'string' || typeof item === 'number')) return value.join(', ');
    return auditText.t('lines', { count: value.length });
  }
  return JSON.stringify(value);
}

/** Bookkeeping fields that mean nothing to a teacher. */
const HIDDEN = new Set(['createdAt', 'updatedAt', 'slug', '_id', 'id']);
/** Fields that hold points. */
const POINTS = new Set(['amount', 'cost', 'total']);

/** What the words need of an entry: a student's record (P41) carries the same fields. */
type TDescribable = Pick<TAuditEntry, 'entity' | 'action' | 'before' | 'after'>;

const VERB: Record<TDescribable['action'], TAuditKey> = { create: 'added', update: 'updated', delete: 'deleted' };

/** "Transaction updated", "Assignment deleted", ... */
export function auditTitle(entry: TDescribable): string {
  const what = WHAT[entry.entity];
  return auditText.t(VERB[entry.action], { what: what ? auditText.t(what) : entry.entity });
}

/** "Amount: 40 pts" */
const valueLine = (key: string, value: unknown, entity: string) =>
  auditText.t('value', { label: labelOf(key), value: show(key, value, entity) });

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
      .map(([key, value]) => valueLine(key, value, entry.entity));
  }
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((key) => !HIDDEN.has(key));
  return keys
    .filter((key) => JSON.stringify(before[key] ?? null) !== JSON.stringify(after[key] ?? null))
    .filter((key) => !(isBlank(before[key]) && isBlank(after[key])))
    .map((key) =>
      key in before && !isBlank(before[key])
        ? auditText.t('change', {
            label: labelOf(key),
            before: show(key, before[key], entry.entity),
            after: show(key, after[key], entry.entity),
          })
        : valueLine(key, after[key], entry.entity),
    );
}
