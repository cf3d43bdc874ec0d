import * as zod from 'zod';
import { ZTotals } from './ledger';

/** P44: one staff read of a student's data. */
export const ZAccessLogEntry = zod.object({
  at: zod.string(),
  actor: zod.object({ username: zod.string(), role: zod.enum(['teacher', 'admin']) }),
  action: zod.enum(['account', 'record', 'export', 'backup']),
  /** The student's username. */
  student: zod.string(),
});
export type TAccessLogEntry = zod.infer<typeof ZAccessLogEntry>;

const ZRecordTransaction = zod.object({
  _id: zod.string(),
  type: zod.enum(['bonus', 'fine', 'purchase']),
  amount: zod.number(),
  description: zod.string(),
  typeTitle: zod.string().nullable(),
  /** What a charge or refund paid for: store, prime, hallpass, song, songRemoval, jukebox, skip. */
  source: zod.string().nullable(),
  createdAt: zod.string(),
});

const ZRecordScore = zod.object({
  _id: zod.string(),
  task: zod.string(),
  value: zod.number(),
  totalPoints: zod.number(),
  multiplier: zod.number(),
  createdAt: zod.string(),
  updatedAt: zod.string(),
});

const ZRecordPass = zod.object({
  _id: zod.string(),
  destination: zod.string(),
  duration: zod.number(),
  cost: zod.number(),
  createdBy: zod.string(),
  /** P48: requested, waiting, active or returned (as stored), when it went out and came back. */
  state: zod.string(),
  startedAt: zod.string().nullable(),
  returnedAt: zod.string().nullable(),
  createdAt: zod.string(),
});

/** P48: a group the teacher keeps apart in the hall; the other students are never named. */
const ZRecordSeparation = zod.object({ _id: zod.string(), createdAt: zod.string() });

const ZRecordSong = zod.object({
  _id: zod.string(),
  title: zod.string(),
  artist: zod.string(),
  status: zod.string(),
  statusDescription: zod.string(),
  anonymous: zod.boolean(),
  cost: zod.number(),
  createdAt: zod.string(),
});

const ZRecordPurchase = zod.object({
  _id: zod.string(),
  status: zod.string(),
  note: zod.string(),
  subtotal: zod.number(),
  discount: zod.number(),
  tax: zod.number(),
  total: zod.number(),
  items: zod.array(zod.object({ name: zod.string(), quantity: zod.number(), unitCost: zod.number() })),
  createdAt: zod.string(),
});

const ZRecordPlay = zod.object({
  _id: zod.string(),
  kind: zod.enum(['add', 'skip']),
  trackName: zod.string(),
  artists: zod.string(),
  cost: zod.number(),
  createdAt: zod.string(),
});

const ZRecordNotification = zod.object({
  _id: zod.string(),
  type: zod.string(),
  title: zod.string(),
  content: zod.string(),
  createdAt: zod.string(),
});

/** A class the school's roster put the student in (P47), and when it no longer had them there. */
const ZRecordRosterClass = zod.object({
  course: zod.object({ name: zod.string(), period: zod.number() }),
  since: zod.string(),
  droppedAt: zod.string().nullable(),
});

/** One teacher's economy of the student (P40), with everything it keeps about them. */
export const ZRecordEconomy = zod.object({
  teacher: zod.object({ title: zod.string(), firstName: zod.string(), lastName: zod.string() }),
  courses: zod.array(zod.object({ name: zod.string(), period: zod.number() })),
  /** The classes of this teacher the school's roster put the student in (P47); empty without rosters. */
  roster: zod.array(ZRecordRosterClass),
  dropped: zod.boolean(),
  hasPrime: zod.boolean(),
  primeExpiresAt: zod.string().nullable(),
  /** P48: the teacher's pass accommodation. */
  passAccommodation: zod.boolean(),
  balance: ZTotals,
  transactions: zod.array(ZRecordTransaction),
  scores: zod.array(ZRecordScore),
  passes: zod.array(ZRecordPass),
  separations: zod.array(ZRecordSeparation),
  songs: zod.array(ZRecordSong),
  purchases: zod.array(ZRecordPurchase),
  jukebox: zod.array(ZRecordPlay),
  notifications: zod.array(ZRecordNotification),
});
export type TRecordEconomy = zod.infer<typeof ZRecordEconomy>;

/** An audit entry about the student; a classmate who acted is "a classmate", never named. */
const ZRecordAudit = zod.object({
  at: zod.string(),
  entity: zod.string(),
  action: zod.enum(['create', 'update', 'delete']),
  actor: zod.object({ username: zod.string(), role: zod.string() }).nullable(),
  before: zod.unknown(),
  after: zod.unknown(),
});

/** P41: everything kept about a student, without password hashes, tokens or other students' names. */
export const ZStudentRecord = zod.object({
  exportedAt: zod.string(),
  student: zod.object({
    username: zod.string(),
    firstName: zod.string(),
    lastName: zod.string(),
    createdAt: zod.string(),
    darkMode: zod.boolean(),
    anonymousSongs: zod.boolean(),
    /** The school e-mail the roster or the school's sign-in knows them by (P46), when there is one. */
    email: zod.string().nullable(),
    /** Their id in the school's roster (P47), when a roster made or matched them. */
    sourcedId: zod.string().nullable(),
    /**
     * The school provider account their school sign-in is bound to (P46): its issuer and `sub`, and
     * when it was bound. Null when none is, and in a teacher's copy.
     */
    schoolAccount: zod.object({ issuer: zod.string(), subject: zod.string(), boundAt: zod.string() }).nullable(),
  }),
  economies: zod.array(ZRecordEconomy),
  audit: zod.array(ZRecordAudit),
  accessLog: zod.array(ZAccessLogEntry),
  sessions: zod.array(zod.object({ createdAt: zod.string(), lastUsedAt: zod.string() })),
});
export type TStudentRecord = zod.infer<typeof ZStudentRecord>;
