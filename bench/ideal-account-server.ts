import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import pg from 'pg';
import { listenLocally } from './listen-locally';
import { defaultSettings } from '../src/shared/settings';

/**
 * The limit the student account is measured against (issue 11): what this machine gives for
 * `GET /api/scores?username=[&courseId=]` with nothing but the work itself. A bare `node:http`
 * server, the app's pool size, and one prepared statement that checks the session (token hash,
 * expiry, the student reading themselves), picks the account the request acts in (P40: the one
 * enrolled in `courseId`, else the student's only active one) and builds the whole answer as JSON
 * inside PostgreSQL, assessment points and totals included, which Node passes through as it comes.
 * That is the minimal work of the answer (issue 43): the session, the account, its ledger, its
 * scores of live assignments, the class's score converter and the totals, in the app's JSON shape
 * (the student's fields included). No framework, no validation, no logging, no rate limit, no
 * headers beyond the content type: an app can only approach it.
 */
const ACCOUNT = {
  name: 'ideal_student_account_v3',
  text: `
    with mine as (
      select a.id, a.person_id, a.teacher_id, a.has_prime, a.dropped, a.pass_accommodation,
        a.kiosk_pin_hash is not null as has_kiosk_pin, p.username, p.first_name, p.last_name, p.anonymous_songs
      from sessions se join users p on p.id = se.user_id join student_accounts a on a.person_id = p.id
      where se.token_hash = $1 and se.expires_at > now() and p.role = 'student' and lower(p.username) = $2
        and not a.dropped
        and ($4::uuid is null or exists (select 1 from enrollments e where e.account_id = a.id and e.course_id = $4::uuid))
    ),
    me as (
      select * from mine where (select count(*) from mine) = 1
    ),
    conv as (
      select coalesce(ts.settings->'scoreConverter', $3::jsonb) as c from me left join teacher_settings ts on ts.teacher_id = me.teacher_id
    ),
    entries as (
      select t.created_at, t.type, t.amount, json_build_object(
        '_id', t.id, 'type', t.type, 'amount', t.amount, 'description', t.description, 'typeTitle', t.type_title,
        'productId', t.product_id, 'createdAt', t.created_at, 'updatedAt', t.updated_at,
        'createdBy', case when u.id is null then null else json_build_object('_id', u.id, 'username', u.username,
          'firstName', u.first_name, 'lastName', u.last_name) end,
        'editable', t.amount > 0 and t.purchase_id is null) as j
      from me join transactions t on t.student_id = me.id left join users u on u.id = t.created_by
    ),
    assessed as (
      select sc.created_at, round(coalesce((conv.c->>(floor(least(100, greatest(0, round(sc.value::numeric
          / (case when tk.total_points = 0 then 1 else tk.total_points end) * 100))) / 10) * 10)::int::text)::numeric, 0)
          * tk.multiplier)::int as points, sc, tk
      from me join scores sc on sc.student_id = me.id join tasks tk on tk.id = sc.task_id and tk.deleted_at is null, conv
    ),
    assessments as (
      select a.created_at, json_build_object('_id', (a.sc).id, 'type', 'assessment', 'amount', a.points,
        'description', (a.tk).title, 'typeTitle', null, 'productId', null, 'createdAt', (a.sc).created_at,
        'updatedAt', (a.sc).updated_at, 'createdBy', null, 'editable', false,
        'score', json_build_object('_id', (a.sc).id, 'value', (a.sc).value, 'task', json_build_object(
          '_id', (a.tk).id, 'slug', (a.tk).slug, 'title', (a.tk).title, 'totalPoints', (a.tk).total_points,
          'multiplier', (a.tk).multiplier))) as j
      from assessed a
    )
    select json_build_object(
      'student', json_build_object('_id', me.id, 'username', me.username, 'firstName', me.first_name,
        'lastName', me.last_name, 'hasPrime', me.has_prime, 'anonymousSongs', me.anonymous_songs, 'dropped', me.dropped,
        'passAccommodation', me.pass_accommodation, 'hasKioskPin', me.has_kiosk_pin,
        'shared', exists (select 1 from student_accounts o where o.person_id = me.person_id and o.teacher_id <> me.teacher_id),
        'course', (select json_build_object('_id', c.id, 'slug', c.slug, 'name', c.name, 'period', c.period)
                   from courses c where c.id = coalesce($4::uuid, (select e.course_id from enrollments e
                     join courses ec on ec.id = e.course_id where e.account_id = me.id
                     order by ec.period, ec.name, ec.id limit 1)))),
      'transactions', coalesce((select json_agg(x.j order by x.created_at desc)
        from (select created_at, j from entries union all select created_at, j from assessments) x), '[]'::json),
      'scoreConverter', (select c from conv),
      'totals', (select json_build_object('scores', s, 'bonuses', b, 'fines', f, 'purchases', p, 'balance', s + b - f - p)
        from (select (select coalesce(sum(points), 0) from assessed)::int as s,
          coalesce(sum(amount) filter (where type = 'bonus'), 0)::int as b,
          coalesce(sum(amount) filter (where type = 'fine'), 0)::int as f,
          coalesce(sum(amount) filter (where type = 'purchase'), 0)::int as p from entries) sums)
    )::text as body
    from me`,
};

const TOKEN = /^Token ([A-Za-z0-9_-]{16,200})$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function startIdealAccountServer(
  url: string,
  poolSize: number,
): Promise<{ port: number; close(): Promise<void> }> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  const converter = JSON.stringify(defaultSettings().scoreConverter);
  const server: Server = createServer((req, res) => {
    const query = new URL(req.url ?? '/', 'http://x');
    const token = TOKEN.exec(req.headers.authorization ?? '')?.[1];
    const username = query.searchParams.get('username')?.trim().toLowerCase();
    const courseId = query.searchParams.get('courseId') || null;
    if (query.pathname !== '/api/scores' || !token || !username || (courseId !== null && !UUID.test(courseId))) {
      res.writeHead(404).end();
      return;
    }
    const tokenHash = createHash('sha256').update(token).digest('hex');
    pool
      .query<{ body: string }>({ ...ACCOUNT, values: [tokenHash, username, converter, courseId] })
      .then(({ rows }) => {
        const body = rows[0]?.body;
        if (body === undefined) res.writeHead(404).end();
        else res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }).end(body);
      })
      .catch(() => res.writeHead(500).end());
  });
  return listenLocally(server, () => pool.end());
}
