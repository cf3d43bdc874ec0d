import { z } from 'zod';
import { LIMITS, MSG } from './messages';
import { zRequiredText } from './user';

/** Amounts sent through the API are positive whole points; the type gives the direction (P11). */
export const zAmount = () =>
  z
    .number({ error: MSG.numbersOnly })
    .int(MSG.wholeNumbersOnly)
    .min(1, 'Must be at least 1')
    .max(LIMITS.points, `Cannot be more than ${LIMITS.points.toLocaleString('en-US')}`);

export const LEDGER_TYPES = ['bonus', 'fine', 'purchase'] as const;
export type TLedgerType = (typeof LEDGER_TYPES)[number];
export const TRANSACTION_TYPES = ['assessment', ...LEDGER_TYPES] as const;
export type TTransactionType = (typeof TRANSACTION_TYPES)[number];

const zDescription = () => zRequiredText(LIMITS.description);
const zTypeTitle = () => z.string().trim().max(LIMITS.name, MSG.tooLong(LIMITS.name)).optional();
const zType = () => z.enum(LEDGER_TYPES, { error: 'Choose bonus, fine or purchase' });

/** P12a: `POST /api/transactions`. */
export const ZTransactionCreate = z.object({
  transaction: z.object({
    student: z.union([z.string().min(1), z.object({ _id: z.string().min(1) })], { error: 'Choose a student' }),
    amount: zAmount(),
    description: zDescription(),
    type: zType(),
    typeTitle: zTypeTitle(),
    productId: z.string().optional().nullable(),
  }),
});

/** P12a: `POST /api/transactions/bulk`, all or nothing. */
export const ZTransactionBulk = z.object({
  transactions: z.object({
    students: z.array(z.string().min(1)).min(1, 'Choose at least one student').max(2000),
    amount: zAmount(),
    description: zDescription(),
    type: zType(),
    typeTitle: zTypeTitle(),
    productId: z.string().optional().nullable(),
  }),
});

export const ZTransactionUpdate = z.object({
  transaction: z.object({ amount: zAmount().optional(), description: zDescription().optional() }),
});

/** A bonus or fine preset (seed 001 section 3). */
export const ZPresetFields = z.object({ description: zDescription(), amount: zAmount() });
export const ZPresetInput = <K extends 'bonus' | 'fine'>(key: K) =>
  z.object({ [key]: ZPresetFields } as Record<K, typeof ZPresetFields>);
export const ZPreset = z.object({ _id: z.string(), description: z.string(), amount: z.number() });
export type TPreset = z.infer<typeof ZPreset>;

export const ZPersonRef = z.object({
  _id: z.string(),
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
});

/** One line of a student's ledger, or an assessment derived from a score (seed 000 section 3). */
export const ZTransaction = z.object({
  _id: z.string(),
  type: z.enum(TRANSACTION_TYPES),
  /** Signed as stored: positive for charges and awards, negative for refunds the system made. */
  amount: z.number(),
  description: z.string(),
  typeTitle: z.string().nullable(),
  productId: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  createdBy: ZPersonRef.nullable(),
  /** Bonus, fine and purchase entries can be edited by the teacher; assessments change through scores. */
  editable: z.boolean(),
  score: z
    .object({
      _id: z.string(),
      value: z.number(),
      task: z.object({
        _id: z.string(),
        slug: z.string(),
        title: z.string(),
        totalPoints: z.number(),
        multiplier: z.number(),
      }),
    })
    .optional(),
});
export type TTransaction = z.infer<typeof ZTransaction>;

export const ZTotals = z.object({
  balance: z.number(),
  scores: z.number(),
  bonuses: z.number(),
  fines: z.number(),
  purchases: z.number(),
});
export type TTotals = z.infer<typeof ZTotals>;

export const ZAuditEntry = z.object({
  _id: z.string(),
  entity: z.string(),
  entityId: z.string(),
  action: z.enum(['create', 'update', 'delete']),
  actor: ZPersonRef.nullable(),
  before: z.unknown(),
  after: z.unknown(),
  createdAt: z.string(),
});
export type TAuditEntry = z.infer<typeof ZAuditEntry>;

/** `GET /api/scores?username=`: one student's account (P2). */
export const ZStudentAccount = z.object({
  student: z.object({
    _id: z.string(),
    username: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    hasPrime: z.boolean(),
    anonymousSongs: z.boolean(),
    dropped: z.boolean(),
    course: z.object({ _id: z.string(), slug: z.string(), name: z.string(), period: z.number() }).nullable(),
  }),
  /** Newest first: ledger entries and assessments together. */
  transactions: z.array(ZTransaction),
  scoreConverter: z.record(z.string(), z.number()),
  totals: ZTotals,
});
export type TStudentAccount = z.infer<typeof ZStudentAccount>;

/** Economy totals across students (seed 000 section 3 "Summary totals"); later features fill songs and passes. */
export const ZEconomySummary = z.object({
  account: z.number(),
  assessments: z.number(),
  bonuses: z.number(),
  fines: z.number(),
  purchases: z.number(),
  songs: z.number(),
  passes: z.number(),
  jukebox: z.number(),
  skipSongs: z.number(),
  students: z.number(),
});
export type TEconomySummary = z.infer<typeof ZEconomySummary>;

/** `GET /api/scores/all`: every active student of the teacher with their totals, and the sums. */
export const ZEconomy = z.object({
  students: z.array(
    z.object({
      _id: z.string(),
      username: z.string(),
      firstName: z.string(),
      lastName: z.string(),
      hasPrime: z.boolean(),
      course: z.object({ _id: z.string(), slug: z.string(), name: z.string(), period: z.number() }).nullable(),
      totals: ZTotals,
    }),
  ),
  summary: ZEconomySummary,
});
export type TEconomy = z.infer<typeof ZEconomy>;
