import type { TAccessLogEntry, TRecordEconomy } from '../../../shared/privacy';
import { formatPoints } from '../../../shared/scoring';
import { recordsText } from './texts';
import { titleAsRead } from '../../../shared/title-words';

type TRecordTransaction = TRecordEconomy['transactions'][number];
type TRecordKey = keyof typeof recordsText.messages;

const TYPE_WORD: Record<TRecordTransaction['type'], TRecordKey> = {
  bonus: 'typeBonus',
  fine: 'typeFine',
  purchase: 'typePurchase',
};

/** The type a person reads: the title the teacher gave it ('Hallpass'), or bonus, fine, purchase. */
export function transactionType(transaction: TRecordTransaction): string {
  return transaction.typeTitle ?? recordsText.t(TYPE_WORD[transaction.type]);
}

/** What an entry did to the balance, with its sign: '+40 pts', '-5 pts' (fines and purchases take). */
export function signedAmount(transaction: TRecordTransaction): string {
  const effect = transaction.type === 'bonus' ? transaction.amount : -transaction.amount;
  return `${effect > 0 ? '+' : ''}${formatPoints(effect)}`;
}

const STATUS_WORD: Readonly<Record<string, TRecordKey>> = {
  approved: 'statusApproved',
  pendingApproval: 'statusPendingApproval',
  pendingRemoval: 'statusPendingRemoval',
  rejected: 'statusRejected',
  removed: 'statusRemoved',
  pending: 'statusPending',
  declined: 'statusDeclined',
};

/** A song's or an order's status in words; an unknown one as it was kept. */
export function statusWord(status: string): string {
  const key = STATUS_WORD[status];
  return key ? recordsText.t(key) : status;
}

/** 'Ms. Grace Hopper' (a teacher without a title: 'Grace Hopper'). */
export function teacherName(teacher: TRecordEconomy['teacher']): string {
  return [titleAsRead(teacher.title), teacher.firstName, teacher.lastName]
    .filter((part) => part.trim() !== '')
    .join(' ');
}

const READ_WORD: Record<TAccessLogEntry['action'], TRecordKey> = {
  account: 'readAccount',
  record: 'readRecord',
  export: 'readExport',
  backup: 'readBackup',
};

/** What a staff member read (P44), in words. */
export function accessWord(action: TAccessLogEntry['action']): string {
  return recordsText.t(READ_WORD[action]);
}

const ROLE_WORD: Readonly<Record<string, TRecordKey>> = {
  student: 'roleStudent',
  teacher: 'roleTeacher',
  admin: 'roleAdmin',
};

/** 'teacher' -> 'Teacher'; a role the page does not know, capitalised as it was kept. */
export function roleWord(role: string): string {
  const key = ROLE_WORD[role];
  return key ? recordsText.t(key) : role.charAt(0).toUpperCase() + role.slice(1);
}

/** The words the server keeps for someone the record may not name, as the reader reads them. */
const UNNAMED: Readonly<Record<string, TRecordKey>> = {
  'a classmate': 'aClassmate',
  'a deleted user': 'aDeletedUser',
};

/**
 * Who acted or read: 'msmith (Teacher)'; the server's own words ('a classmate', 'a deleted user'),
 * which stand for someone the record may not name, in the reader's language.
 */
export function actorWord(actor: { username: string; role: string | null }): string {
  if (actor.username === '') return recordsText.t('someone');
  if (actor.username.startsWith('a ')) {
    const key = UNNAMED[actor.username];
    return key ? recordsText.t(key) : actor.username;
  }
  return actor.role
    ? recordsText.t('actorWithRole', { username: actor.username, role: roleWord(actor.role) })
    : actor.username;
}
