import { formatPoints, type TScoreConverter } from '../../shared/scoring';
import { preparedRows } from '../db/raw';
import { transactions } from '../db/schema';
import type { Tx } from '../db/transaction';
import { EVENTS_CHANNEL } from '../events';
import { ok, type Outcome, refuse, type Refused } from '../outcome';
import { balanceOfStudent } from './balances';
import { announceBalances, balancePayloads } from './entries';
import { type TLedgerText, ledgerTexts } from './ledger-texts';
import { stockRefusal } from './stock';
import type { LockedStudent } from './student-lock';
import { serverEconomyText } from './texts';

/** What the system's charges and refunds pay for (the economy view's totals). */
export type EconomySource = NonNullable<(typeof transactions.$inferInsert)['source']>;

/** What a charge says in the student's ledger, and what it belongs to. */
export interface ChargeEntry {
  source: EconomySource;
  description: TLedgerText;
  /** The ledger's "type" column text ('Store', 'Prime', a product name). */
  typeTitle: TLedgerText | null;
  /** The store order, when the charge pays for one. */
  purchaseId?: string;
  productId?: string;
  /** Who caused it: the student, or the teacher acting for them. */
  createdBy: string;
  createdAt?: Date;
  /** A teacher's quick purchase is the record of a handover, so it is written even when free. */
  keepWhenFree?: boolean;
}

/** Whether a spend may take the balance below zero, and what the student reads when it can't. */
export interface SpendRules {
  /** A teacher acting for a student may always spend (P14); a student only within their balance... */
  by: 'student' | 'teacher';
  /** ...unless the class setting allows purchases with insufficient funds. */
  belowZeroAllowed: boolean;
  converter: TScoreConverter;
  /** The refusal when funds are short; the store's wording by default. */
  shortOfFunds?: (balance: number) => Refused;
}

const insufficientFunds = (balance: number): Refused =>
  refuse('CONFLICT', 'funds', serverEconomyText.t('insufficientFunds', { balance: formatPoints(balance) }));

/** A line of stock a spend takes with its charge, at the unit cost the amount was priced at. */
export interface StockLine {
  productId: string;
  quantity: number;
  cost: number;
}

/**
 * The charge and the stock it pays for, in one statement (issue 11): the products are locked in id
 * order (two orders can't deadlock), each taken only if enough is on hand at the price the caller
 * priced it at, and the ledger entry and its live update are written only if every line was taken.
 * Sent last in its transaction, so a popular product's row is held for this statement and COMMIT.
 */
const CHARGE_AND_TAKE = {
  name: 'economy_charge_and_take_v2',
  // eslint-disable-next-line lingui/no-unlocalized-strings -- SQL, not a text
  text: `with wanted as (
    select * from unnest($1::uuid[], $2::int[], $3::int[]) as w(product_id, quantity, cost)
  ), locked as (
    select p.id from products p where p.id = any($1::uuid[]) and p.teacher_id = $4
    order by p.id for no key update
  ), taken as (
    update products p set quantity = p.quantity - w.quantity from wanted w
    where p.id = w.product_id and p.id in (select id from locked)
      and p.deleted_at is null and p.quantity >= w.quantity and p.cost = w.cost
    returning p.id
  ), complete as (
    select (select count(*) from taken) = cardinality($1::uuid[]) as ok
  ), charge as (
    insert into transactions (teacher_id, student_id, type, amount, description, type_title,
      purchase_id, product_id, source, created_by, created_at, updated_at, wording)
    select $4, $5, 'purchase', $6, $7, $8, $9, $10, $11, $12,
      coalesce($13::timestamptz, now()), coalesce($13::timestamptz, now()), $17::text::jsonb
    from complete where ok and $14::boolean
    returning id
  ), announced as (
    select pg_notify($15, payload) from charge, unnest($16::text[]) as payload
  )
  select (select ok from complete) as complete, (select id from charge) as "entryId",
    (select coalesce(array_agg(id::text), '{}') from taken) as "takenIds",
    (select count(*) from announced)::int as announced`,
};

/**
 * The one way points are spent: checks the balance of a student whose row the transaction holds
 * (unless the rules let it go below zero), then writes the charge and takes the stock it pays for,
 * all or nothing. Answers the ledger entry's id, or null for a free charge, which writes no entry.
 * A refusal (funds, or a line no longer on hand at its price) leaves the caller's transaction to
 * roll back.
 */
export async function spend(
  tx: Tx,
  student: LockedStudent,
  amount: number,
  entry: ChargeEntry,
  rules: SpendRules,
  stock: readonly StockLine[] = [],
): Promise<Outcome<string | null>> {
  if (!Number.isInteger(amount) || amount < 0)
    throw new Error(`spend of ${amount}: amounts are whole and not negative`);
  if (rules.by === 'student' && !rules.belowZeroAllowed) {
    const balance = await balanceOfStudent(tx, student.id, rules.converter);
    if (amount > balance) return (rules.shortOfFunds ?? insufficientFunds)(balance);
  }
  const writesEntry = amount > 0 || entry.keepWhenFree === true;
  if (!writesEntry && stock.length === 0) return ok(null);
  const lines = [...stock].sort((a, b) => (a.productId < b.productId ? -1 : 1));
  type Row = { complete: boolean; entryId: string | null; takenIds: string[] };
  const texts = ledgerTexts(entry);
  const [row] = await preparedRows<Row>(tx, CHARGE_AND_TAKE, [
    lines.map((l) => l.productId),
    lines.map((l) => l.quantity),
    lines.map((l) => l.cost),
    student.teacherId,
    student.id,
    amount,
    texts.description,
    texts.typeTitle,
    entry.purchaseId ?? null,
    entry.productId ?? null,
    entry.source,
    entry.createdBy,
    entry.createdAt ?? null,
    writesEntry,
    EVENTS_CHANNEL,
    balancePayloads(student.teacherId, [student.id]),
    texts.wording && JSON.stringify(texts.wording),
  ]);
  if (!row) throw new Error('the charge statement answered nothing');
  // The lines that were taken are taken in this transaction (rolled back with the refusal): the
  // refusal is about the others.
  if (!row.complete) return stockRefusal(tx, student.teacherId, lines, new Set(row.takenIds));
  if (writesEntry && !row.entryId) throw new Error('charge insert returned nothing');
  return ok(row.entryId);
}

/**
 * A teacher's change to a pending order moves the difference between its old and new totals, up or
 * down, without a balance check: the teacher decides (P14). Nothing is written when nothing changed.
 */
export async function reprice(
  tx: Tx,
  student: LockedStudent,
  difference: number,
  entry: ChargeEntry & { purchaseId: string },
): Promise<void> {
  if (difference === 0) return;
  await tx.insert(transactions).values({
    teacherId: student.teacherId,
    studentId: student.id,
    type: 'purchase',
    amount: difference,
    ...ledgerTexts(entry),
    purchaseId: entry.purchaseId,
    source: entry.source,
    createdBy: entry.createdBy,
  });
  await announceBalances(tx, student.teacherId, [student.id]);
}
