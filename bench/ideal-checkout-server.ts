import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import pg from 'pg';
import { listenLocally } from './listen-locally';
import { orderTotals, primeDiscountPercent } from '../src/shared/pricing';
import { assessmentPoints, balanceOf, formatPoints } from '../src/shared/scoring';
import { type TSettings, ZSettings } from '../src/shared/settings';

/**
 * The limit the checkout is measured against (issues 11 and 43): what this machine gives for
 * `POST /api/purchases` doing only the minimal work of an order, nothing a correct checkout could
 * leave out and nothing more:
 *
 *   the idempotency key, the student's lock, the balance, the stock, the order, the charge.
 *
 * A bare `node:http` server over `pg.Pool` (the app's pool size), four prepared statements in five
 * round trips:
 *
 *   BEGIN; LOCK: the session and the student's account `FOR NO KEY UPDATE` (P40: the one enrolled in
 *   the course X-Classmint-Course names, else the only active one), with the course the answer
 *   shows; READ, under that lock so it is final: an earlier order with the key, the cart's products,
 *   the class settings (the tax, the discount and whether a student may go below zero make the
 *   total and the refusal) and the balance's inputs; WRITE: takes every line's stock (products
 *   locked in id order) and, only if all were taken, inserts the order, its lines and its charge,
 *   `ON CONFLICT` on the key; COMMIT.
 *
 * Left out, because an order is correct without them and the app's price for them is what the
 * ratio shows: the teacher's notification, the live updates (NOTIFY), the per-student purchase
 * limit, validation beyond what the rules need, logging, headers beyond the content type. The
 * answer is the app's JSON shape (`{ purchase }` as `presentPurchase` makes it), built in Node.
 */
const LOCK = {
  name: 'ideal_checkout_lock_v2',
  text: `select a.id, a.person_id, a.teacher_id, p.username, p.first_name, p.last_name, a.has_prime,
      a.prime_expires_at, c.id as course_id, c.name as course_name, c.period as course_period
    from sessions se join users p on p.id = se.user_id join student_accounts a on a.person_id = p.id
    left join courses c on c.id = coalesce($2::uuid, (select e.course_id from enrollments e
      join courses ec on ec.id = e.course_id where e.account_id = a.id order by ec.period, ec.name, ec.id limit 1))
    where se.token_hash = $1 and se.expires_at > now() and p.role = 'student' and not a.dropped
      and ($2::uuid is null or exists (select 1 from enrollments e where e.account_id = a.id and e.course_id = $2::uuid))
    for no key update of a`,
};

const READ = {
  name: 'ideal_checkout_read_v2',
  text: `select
    (select id from purchases where student_id = $1 and idempotency_key = $3) as earlier,
    (select coalesce(json_agg(json_build_array(p.id, p.name, p.photo_url, p.cost, p.quantity,
        p.deleted_at is not null)), '[]') from products p where p.id = any($4::uuid[]) and p.teacher_id = $2) as products,
    (select settings::text from teacher_settings where teacher_id = $2) as settings,
    (select coalesce(json_agg(json_build_array(s.value, t.total_points, t.multiplier)), '[]')
        from scores s join tasks t on t.id = s.task_id where s.student_id = $1 and t.deleted_at is null) as scored,
    (select json_build_array(coalesce(sum(amount) filter (where type = 'bonus'), 0),
        coalesce(sum(amount) filter (where type = 'fine'), 0),
        coalesce(sum(amount) filter (where type = 'purchase'), 0)) from transactions where student_id = $1) as sums`,
};

const WRITE = {
  name: 'ideal_checkout_write_v2',
  text: `with wanted as (
    select * from unnest($1::uuid[], $2::int[], $3::int[]) as w(product_id, quantity, cost)
  ), locked as (
    select p.id from products p where p.id = any($1::uuid[]) and p.teacher_id = $4 order by p.id for no key update
  ), taken as (
    update products p set quantity = p.quantity - w.quantity from wanted w
    where p.id = w.product_id and p.id in (select id from locked)
      and p.deleted_at is null and p.quantity >= w.quantity and p.cost = w.cost
    returning p.id
  ), complete as (
    select (select count(*) from taken) = cardinality($1::uuid[]) as ok
  ), purchase as (
    insert into purchases (teacher_id, student_id, status, note, subtotal, discount, tax, total, same_day,
      idempotency_key, created_by)
    select $4, $5, 'pending', '', $6, $7, $8, $9, $10, $11, $13 from complete where ok
    on conflict (student_id, idempotency_key) do nothing
    returning id, created_at, updated_at
  ), items as (
    insert into purchase_items (purchase_id, product_id, quantity, unit_cost)
    select purchase.id, w.product_id, w.quantity, w.cost from purchase, wanted w
  ), charge as (
    insert into transactions (teacher_id, student_id, type, amount, description, type_title, purchase_id, source, created_by)
    select $4, $5, 'purchase', $9, $12, 'Store', purchase.id, 'store', $13 from purchase where $9 > 0
  )
  select (select ok from complete) as ok, id, created_at, updated_at from (select 1) one left join purchase on true`,
};

type Product = [id: string, name: string, photoUrl: string, cost: number, quantity: number, removed: boolean];
interface ReadRow {
  earlier: string | null;
  products: Product[];
  settings: string | null;
  scored: Array<[number, number, number]>;
  sums: [number, number, number];
}
/** The student's account in the class the checkout acts in, and the course the answer shows. */
interface Student {
  id: string;
  /** The person (their `users` row): who made the order and its charge. */
  person_id: string;
  teacher_id: string;
  username: string;
  first_name: string;
  last_name: string;
  has_prime: boolean;
  prime_expires_at: Date | null;
  course_id: string | null;
  course_name: string | null;
  course_period: number | null;
}
interface Written {
  ok: boolean;
  id: string | null;
  created_at: Date | null;
  updated_at: Date | null;
}
interface Line {
  productId: string;
  quantity: number;
}
type Priced = Line & { cost: number; name: string; photoUrl: string };

type Answer = { status: number; body: unknown };
const refusal = (key: string, message: string): Answer => ({ status: 409, body: { errors: { [key]: [message] } } });

/** Parsed settings by their stored text, as the app keeps them: parsing is not the checkout's work. */
const settingsByText = new Map<string, TSettings>();
function settingsOf(text: string | null): TSettings {
  const key = text ?? 'null';
  let settings = settingsByText.get(key);
  if (!settings) {
    settings = ZSettings.parse(text === null ? {} : JSON.parse(text));
    settingsByText.set(key, settings);
  }
  return settings;
}

function balanceFrom(read: ReadRow, settings: TSettings): number {
  const scores = read.scored.reduce(
    (n, [value, totalPoints, multiplier]) =>
      n + assessmentPoints({ value, totalPoints, multiplier }, settings.scoreConverter),
    0,
  );
  const [bonuses, fines, purchases] = read.sums;
  return balanceOf({ scores, bonuses, fines, purchases });
}

/** The new order in the app's shape (`presentPurchase`): lines by name, the student with their course. */
function presented(
  student: Student,
  written: Written,
  lines: Priced[],
  totals: ReturnType<typeof orderTotals>,
  prime: boolean,
  sameDay: boolean,
) {
  const own = [...lines].sort((a, b) => a.name.localeCompare(b.name));
  return {
    purchase: {
      _id: written.id,
      id: written.id,
      createdAt: written.created_at!.toISOString(),
      updatedAt: written.updated_at!.toISOString(),
      status: 'pending',
      note: '',
      products: own.map((l) => ({
        _id: l.productId,
        name: l.name,
        photoUrl: l.photoUrl,
        cost: l.cost,
        quantity: l.quantity,
      })),
      quantities: Object.fromEntries(own.map((l) => [l.productId, l.quantity])),
      ...totals,
      totalItems: own.reduce((n, l) => n + l.quantity, 0),
      sameDay,
      student: {
        _id: student.id,
        username: student.username,
        firstName: student.first_name,
        lastName: student.last_name,
        hasPrime: prime,
        course: student.course_id && {
          _id: student.course_id,
          name: student.course_name,
          period: student.course_period,
        },
      },
    },
  };
}

/** The checkout's decisions between the read and the write, with the student's row held. */
async function checkout(client: pg.PoolClient, student: Student, lines: Line[], key: string | null): Promise<Answer> {
  const ids = lines.map((l) => l.productId);
  const { rows } = await client.query<ReadRow>({ ...READ, values: [student.id, student.teacher_id, key, ids] });
  const read = rows[0]!;
  if (read.earlier) return { status: 200, body: { purchase: { _id: read.earlier } } };
  const settings = settingsOf(read.settings);
  if (!settings.products.storeEnabled) return refusal('store', 'is not taking online orders right now');
  const priced: Priced[] = [];
  for (const line of lines) {
    const product = read.products.find((p) => p[0] === line.productId);
    if (!product) return { status: 404, body: { errors: { product: ['not found'] } } };
    const [, name, photoUrl, cost, quantity, removed] = product;
    if (removed || quantity < line.quantity) return refusal('stock', `${name} is out of stock`);
    priced.push({ ...line, cost, name, photoUrl });
  }
  const prime =
    student.has_prime && (student.prime_expires_at === null || new Date(student.prime_expires_at) > new Date());
  const totals = orderTotals(
    priced,
    settings.products.taxRate,
    primeDiscountPercent(settings, prime, 'storePurchaseDiscount'),
  );
  const balance = balanceFrom(read, settings);
  if (!settings.products.allowPurchasesWithInsufficientFunds && totals.total > balance)
    return refusal('funds', `Insufficient funds! You have ${formatPoints(balance)}`);
  const sameDay = prime && settings.prime.enabled && settings.prime.sameDayDeliveryEnabled;
  const items = priced.map((l) => (l.quantity > 1 ? `${l.name} x${l.quantity}` : l.name)).join(', ');
  const { rows: written } = await client.query<Written>({
    ...WRITE,
    values: [
      ids,
      priced.map((l) => l.quantity),
      priced.map((l) => l.cost),
      student.teacher_id,
      student.id,
      totals.subtotal,
      totals.discount,
      totals.tax,
      totals.total,
      sameDay,
      key,
      `Store order: ${items}`.slice(0, 140),
      student.person_id,
    ],
  });
  const row = written[0]!;
  if (!row.ok) return refusal('stock', 'out of stock');
  if (!row.id) return { status: 200, body: { purchase: { _id: null } } };
  return { status: 201, body: presented(student, row, priced, totals, prime, sameDay) };
}

const TOKEN = /^Token ([A-Za-z0-9_-]{16,200})$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function handle(pool: pg.Pool, req: IncomingMessage, text: string): Promise<Answer> {
  const token = TOKEN.exec(req.headers.authorization ?? '')?.[1];
  if (req.url !== '/api/purchases' || req.method !== 'POST' || !token) return { status: 404, body: {} };
  const input = (JSON.parse(text) as { purchase: { products: string[]; quantities: Record<string, number> } }).purchase;
  const lines = [...new Set(input.products)]
    .sort()
    .map((productId) => ({ productId, quantity: input.quantities[productId] ?? 1 }));
  const key = typeof req.headers['idempotency-key'] === 'string' ? req.headers['idempotency-key'] : null;
  const course = req.headers['x-classmint-course'];
  const courseId = typeof course === 'string' && UUID.test(course) ? course : null;
  const tokenHash = createHash('sha256').update(token).digest('hex');
  const client = await pool.connect();
  try {
    await client.query('begin');
    const { rows } = await client.query<Student>({ ...LOCK, values: [tokenHash, courseId] });
    // Several accounts and no class named: the app asks the student to choose one (422).
    const [only] = rows;
    const answer =
      rows.length > 1
        ? { status: 422, body: { errors: { course: ['Choose one of your classes'] } } }
        : only
          ? await checkout(client, only, lines, key)
          : { status: 401, body: {} };
    await client.query(answer.status === 201 ? 'commit' : 'rollback');
    return answer;
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

function respond(res: ServerResponse, answer: Answer): void {
  res.writeHead(answer.status, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(answer.body));
}

export async function startIdealCheckoutServer(
  url: string,
  poolSize: number,
): Promise<{ port: number; close(): Promise<void> }> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      handle(pool, req, Buffer.concat(chunks).toString('utf8'))
        .then((answer) => respond(res, answer))
        .catch(() => res.writeHead(500).end());
    });
  });
  return listenLocally(server, () => pool.end());
}
