import type { TAccessLogEntry, TRecordEconomy } from '../../../shared/privacy';
import { formatPoints } from '../../../shared/scoring';

type TRecordTransaction = TRecordEconomy['transactions'][number];

const TYPE_WORD: Record<TRecordTransaction['type'], string> = { bonus: 'Bonus', fine: 'Fine', purchase: 'Purchase' };

/** The type a person reads: the title the teacher gave it ('Hallpass'), or bonus, fine, purchase. */
export function transactionType(transaction: TRecordTransaction): string {
  return transaction.typeTitle ?? TYPE_WORD[transaction.type];
}

/** What an entry did to the balance, with its sign: '+40 pts', '-5 pts' (fines and purchases take). */
export function signedAmount(transaction: TRecordTransaction): string {
  const effect = transaction.type === 'bonus' ? transaction.amount : -transaction.amount;
  return `${effect > 0 ? '+' : ''}${formatPoints(effect)}`;
}

const STATUS_WORD: Record<string, string> = {
  approved: 'Approved',
  pendingApproval: 'Pending approval',
  pendingRemoval: 'Pending removal',
  rejected: 'Rejected',
  removed: 'Removed',
  pending: 'Pending',
  declined: 'Declined',
};

/** A song's or an order's status in words; an unknown one as it was kept. */
export function statusWord(status: string): string {
  return STATUS_WORD[status] ?? status;
}

/** 'Ms. Grace Hopper' (a teacher without a title: 'Grace Hopper'). */
export function teacherName(teacher: TRecordEconomy['teacher']): string {
  return [teacher.title, teacher.firstName, teacher.lastName].filter((part) => part.trim() !== '').join(' ');
}

const READ_WORD: Record<TAccessLogEntry['action'], string> = {
  account: 'Account page',
  record: 'This record',
  export: "A teacher's data export",
};

/** What a staff member read (P44), in words. */
export function accessWord(action: TAccessLogEntry['action']): string {
  return READ_WORD[action];
}

/** 'teacher' -> 'Teacher'. */
export function roleWord(role: string): string {
  return role.charAt(0).toUpperCase() + role.slice(1);
}

/**
 * Who acted or read: 'msmith (Teacher)'; the server's own words as they are ('a classmate',
 * 'a deleted user'), which stand for someone the record may not name.
 */
export function actorWord(actor: { username: string; role: string | null }): string {
  if (actor.username === '' || actor.username.startsWith('a ')) return actor.username || 'someone';
  return actor.role ? `${actor.username} (${roleWord(actor.role)})` : actor.username;
}
