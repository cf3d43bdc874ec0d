import type pg from 'pg';
import { systemClock } from '../../src/server/common/clock';
import type { Database } from '../../src/server/db/client';
import { createSessionsService } from '../../src/server/features/auth/sessions.service';
import { defaultSettings, type TSettings } from '../../src/shared/settings';
import type { ProductSet } from './orders';
import { STORE } from './shape';

export interface StoreTeacher {
  id: string;
  username: string;
  /** The students' accounts with this teacher (what orders and the ledger call `student_id`), in username order. */
  studentIds: string[];
  /** The same students as persons (their `users` rows, whom sessions belong to), in the same order. */
  personIds: string[];
}

export interface StoreSeed {
  /** The teacher whose students storm the real app. */
  storm: StoreTeacher;
  /** Another teacher with as many students, for the bare-SQL baseline (it checks no funds). */
  baseline: StoreTeacher;
  /** A third, seeded like the storm's, whose students storm the ideal server (bench/ideal-checkout-server.ts). */
  ideal: StoreTeacher;
  seconds: number;
}

/** The store settings: defaults, with the store on and taking orders, 8 % tax. */
export function storeSettings(): TSettings {
  const settings = defaultSettings();
  return { ...settings, products: { ...settings.products, enabled: true, storeEnabled: true, taxRate: STORE.taxRate } };
}

async function seedTeacher(
  pool: pg.Pool,
  username: string,
  students: number,
  allowance: (i: number) => number,
): Promise<StoreTeacher> {
  const { rows: teacherRows } = await pool.query<{ id: string }>(
    `insert into users (username, role, first_name, last_name, password_hash)
     values ($1, 'teacher', 'Store', $1, 'no-login') returning id`,
    [username],
  );
  const teacherId = teacherRows[0]!.id;
  await pool.query(`insert into teacher_settings (teacher_id, settings) values ($1, $2)`, [
    teacherId,
    JSON.stringify(storeSettings()),
  ]);
  const { rows: courseRows } = await pool.query<{ id: string }>(
    `insert into courses (teacher_id, name, period, slug) values ($1, 'Economics', 1, $2) returning id`,
    [teacherId, `${username}-economics`],
  );
  // P40: a person per student, an account with this teacher (an id of its own), enrolled in the course.
  await pool.query(
    `insert into users (username, role, first_name, last_name, password_hash)
     select $1 || '-' || lpad(g::text, 5, '0'), 'student', 'Student', g::text, 'no-login'
     from generate_series(1, $2) g`,
    [username, students],
  );
  await pool.query(
    `insert into student_accounts (person_id, teacher_id)
     select u.id, $2::uuid from users u where u.username like $1::text || '-%' and u.role = 'student'`,
    [username, teacherId],
  );
  await pool.query(
    `insert into enrollments (account_id, course_id) select a.id, $2::uuid from student_accounts a where a.teacher_id = $1`,
    [teacherId, courseRows[0]!.id],
  );
  const { rows: studentRows } = await pool.query<{ id: string; person_id: string }>(
    `select a.id, a.person_id from student_accounts a join users u on u.id = a.person_id
     where a.teacher_id = $1 order by u.username`,
    [teacherId],
  );
  const studentIds = studentRows.map((r) => r.id);
  const personIds = studentRows.map((r) => r.person_id);
  const amounts = studentIds.map((_, i) => allowance(i));
  await pool.query(
    `insert into transactions (teacher_id, student_id, type, amount, description, type_title, created_by)
     select $1, s.id, 'bonus', s.amount, 'Store day allowance', 'Bonus', $1
     from unnest($2::uuid[], $3::int[]) as s(id, amount)`,
    [teacherId, studentIds, amounts],
  );
  return { id: teacherId, username, studentIds, personIds };
}

/** Teachers for the storm, the baseline and the ideal server, each with a course and `students` students with a bonus. */
export async function seedStore(pool: pg.Pool, students: number): Promise<StoreSeed> {
  const started = performance.now();
  const storm = await seedTeacher(pool, 'store-teacher', students, STORE.allowance);
  const baseline = await seedTeacher(pool, 'sql-teacher', students, () => STORE.baselineAllowance);
  const ideal = await seedTeacher(pool, 'ideal-teacher', students, STORE.allowance);
  await pool.query('vacuum analyze');
  return { storm, baseline, ideal, seconds: (performance.now() - started) / 1000 };
}

export interface CreatedProducts extends ProductSet {
  /** Stock at creation, by product id. */
  initialStock: Map<string, number>;
}

async function insertProduct(
  pool: pg.Pool,
  teacherId: string,
  slug: string,
  name: string,
  cost: number,
  quantity: number,
): Promise<string> {
  const { rows } = await pool.query<{ id: string }>(
    `insert into products (teacher_id, slug, name, description, photo_url, cost, quantity)
     values ($1, $2, $3, 'bench product', '', $4, $5) returning id`,
    [teacherId, slug, name, cost, quantity],
  );
  return rows[0]!.id;
}

/** A fresh set for one level: `scarceProducts` × `scarceStock` units, and one plentiful product. */
export async function createLevelProducts(
  pool: pg.Pool,
  teacher: StoreTeacher,
  label: string,
): Promise<CreatedProducts> {
  const initialStock = new Map<string, number>();
  const scarce: string[] = [];
  for (let k = 1; k <= STORE.scarceProducts; k++) {
    const id = await insertProduct(
      pool,
      teacher.id,
      `${teacher.username}-${label}-scarce-${k}`,
      `Scarce ${k} (${label})`,
      STORE.scarceCost,
      STORE.scarceStock,
    );
    scarce.push(id);
    initialStock.set(id, STORE.scarceStock);
  }
  const plentiful = await insertProduct(
    pool,
    teacher.id,
    `${teacher.username}-${label}-plentiful`,
    `Pencil (${label})`,
    STORE.plentifulCost,
    STORE.plentifulStock,
  );
  initialStock.set(plentiful, STORE.plentifulStock);
  return { scarce, plentiful, initialStock };
}

export async function createWarmupProduct(
  pool: pg.Pool,
  teacher: StoreTeacher,
): Promise<{ id: string; initialStock: number }> {
  const id = await insertProduct(
    pool,
    teacher.id,
    `${teacher.username}-warmup`,
    'Sticker (warm-up)',
    STORE.warmupCost,
    STORE.plentifulStock,
  );
  return { id, initialStock: STORE.plentifulStock };
}

/**
 * A session per student straight from the sessions service (no argon2 sign-in per student), a few
 * at a time. Sessions belong to persons (P40): answers the tokens in the order of `personIds`.
 */
export async function openSessions(
  database: Database,
  personIds: string[],
  parallel = 8,
): Promise<{ tokens: string[]; seconds: number }> {
  const started = performance.now();
  const sessions = createSessionsService(database.db, systemClock, 1);
  const tokens: string[] = new Array<string>(personIds.length);
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < personIds.length; i = next++) tokens[i] = (await sessions.start(personIds[i]!)).token;
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  return { tokens, seconds: (performance.now() - started) / 1000 };
}
