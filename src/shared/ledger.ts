import * as zod from 'zod';
import { ZCourseReference, ZStudentSummary } from './courses';
import { LIMITS, says } from './messages';
import { zRequiredText } from './user';
import { sharedLedgerText } from './ledger-texts/texts';
import { sharedText } from './texts';

/** Amounts sent through the API are positive whole points; the type gives the direction (P11). */
export const zAmount = () =>
  zod
    .number(says(() => sharedText.t('numbersOnly')))
    .int(says(() => sharedText.t('wholeNumbersOnly')))
    .min(
      1,
      says(() => sharedText.t('atLeastOne')),
    )
    .max(
      LIMITS.points,
      says(() => sharedText.t('atMost', { max: LIMITS.points })),
    );

export const LEDGER_TYPES = ['bonus', 'fine', 'purchase'] as const;
export type TLedgerType = (typeof LEDGER_TYPES)[number];
export const TRANSACTION_TYPES = ['assessment', ...LEDGER_TYPES] as const;
export type TTransactionType = (typeof TRANSACTION_TYPES)[number];

const zDescription = () => zRequiredText(LIMITS.description);
const zTypeTitle = () =>
  zod
    .string()
    .trim()
    .max(
      LIMITS.name,
      says(() => sharedText.t('tooLong', { max: LIMITS.name })),
    )
    .optional();
const zType = () =>
  zod.enum(
    LEDGER_TYPES,
    says(() => sharedLedgerText.t('chooseType')),
  );

/** P12a: `POST /api/transactions`. */
export const ZTransactionCreate = zod.object({
  transaction: zod
    .object({
      student: zod.union(
        [zod.string().min(1), zod.object({ _id: zod.string().min(1) })],
        says(() => sharedLedgerText.t('chooseStudent')),
      ),
      amount: zAmount().optional(),
      description: zDescription().optional(),
      type: zType(),
      typeTitle: zTypeTitle(),
      productId: zod.string().optional().nullable(),
      /** P60: one of the teacher's presets of this type; its amount and description are the entry's. */
      presetId: zod.string().min(1).max(64).optional(),
    })
    .check(
      // Without a preset, the amount and description are required, with their own messages;
      // checked even when another field is wrong, so every field's message shows at once.
      zod.superRefine(
        (entry, ctx) => {
          if (entry.presetId !== undefined) return;
          const required = { amount: zAmount(), description: zDescription() };
          for (const [key, schema] of Object.entries(required)) {
            if (entry[key as keyof typeof required] !== undefined) continue;
            for (const issue of schema.safeParse(undefined).error?.issues ?? [])
              ctx.addIssue({ code: 'custom', path: [key], message: issue.message });
          }
        },
        { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
      ),
    ),
});

/** P12a: `POST /api/transactions/bulk`, all or nothing. */
export const ZTransactionBulk = zod.object({
  transactions: zod.object({
    students: zod
      .array(zod.string().min(1))
      .min(
        1,
        says(() => sharedText.t('chooseStudents')),
      )
      .max(2000),
    amount: zAmount(),
    description: zDescription(),
    type: zType(),
    typeTitle: zTypeTitle(),
    productId: zod.string().optional().nullable(),
  }),
});

export const ZTransactionUpdate = zod.object({
  transaction: zod.object({ amount: zAmount().optional(), description: zDescription().optional() }),
});

/** A bonus or fine preset (seed 001 section 3). */
export const ZPresetFields = zod.object({ description: zDescription(), amount: zAmount() });
export const ZPresetInput = <K extends 'bonus' | 'fine'>(key: K) =>
  zod.object({ [key]: ZPresetFields } as Record<K, typeof ZPresetFields>);
export const ZPreset = zod.object({ _id: zod.string(), description: zod.string(), amount: zod.number() });
export type TPreset = zod.infer<typeof ZPreset>;

export const ZPersonRef = zod.object({
  _id: zod.string(),
  username: zod.string(),
  firstName: zod.string(),
  lastName: zod.string(),
});

/** One line of a student's ledger, or an assessment derived from a score (seed 000 section 3). */
export const ZTransaction = zod.object({
  _id: zod.string(),
  type: zod.enum(TRANSACTION_TYPES),
  /** Signed as stored: positive for charges and awards, negative for refunds the system made. */
  amount: zod.number(),
  description: zod.string(),
  typeTitle: zod.string().nullable(),
  productId: zod.string().nullable(),
  createdAt: zod.string(),
  updatedAt: zod.string(),
  createdBy: ZPersonRef.nullable(),
  /** Bonus, fine and purchase entries can be edited by the teacher; assessments change through scores. */
  editable: zod.boolean(),
  score: zod
    .object({
      _id: zod.string(),
      value: zod.number(),
      task: zod.object({
        _id: zod.string(),
        slug: zod.string(),
        title: zod.string(),
        totalPoints: zod.number(),
        multiplier: zod.number(),
      }),
    })
    .optional(),
});
export type TTransaction = zod.infer<typeof ZTransaction>;

export const ZTotals = zod.object({
  balance: zod.number(),
  scores: zod.number(),
  bonuses: zod.number(),
  fines: zod.number(),
  purchases: zod.number(),
});
export type TTotals = zod.infer<typeof ZTotals>;

export const ZAuditEntry = zod.object({
  _id: zod.string(),
  entity: zod.string(),
  entityId: zod.string(),
  action: zod.enum(['create', 'update', 'delete']),
  actor: ZPersonRef.nullable(),
  /** P60: the name a substitute gave, when a substitute did it (`actor` is then null). */
  substitute: zod.string().nullable(),
  before: zod.unknown(),
  after: zod.unknown(),
  createdAt: zod.string(),
});
export type TAuditEntry = zod.infer<typeof ZAuditEntry>;

/** `GET /api/scores?username=`: one student's account (P2). */
export const ZStudentAccount = zod.object({
  student: ZStudentSummary.omit({ role: true }),
  /** Newest first: ledger entries and assessments together. */
  transactions: zod.array(ZTransaction),
  scoreConverter: zod.record(zod.string(), zod.number()),
  totals: ZTotals,
});
export type TStudentAccount = zod.infer<typeof ZStudentAccount>;

/** Economy totals across students (seed 000 section 3 "Summary totals"); later features fill songs and passes. */
export const ZEconomySummary = zod.object({
  account: zod.number(),
  assessments: zod.number(),
  bonuses: zod.number(),
  fines: zod.number(),
  purchases: zod.number(),
  songs: zod.number(),
  passes: zod.number(),
  jukebox: zod.number(),
  skipSongs: zod.number(),
  students: zod.number(),
});
export type TEconomySummary = zod.infer<typeof ZEconomySummary>;

/** `GET /api/scores/all`: every active student of the teacher with their totals, and the sums. */
export const ZEconomy = zod.object({
  students: zod.array(
    zod.object({
      _id: zod.string(),
      username: zod.string(),
      firstName: zod.string(),
      lastName: zod.string(),
      hasPrime: zod.boolean(),
      course: ZCourseReference.nullable(),
      totals: ZTotals,
    }),
  ),
  summary: ZEconomySummary,
});
export type TEconomy = zod.infer<typeof ZEconomy>;
