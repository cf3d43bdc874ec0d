import pg from 'pg';

export interface SampledStudent {
  username: string;
  /** The class a student with several teachers reads (`?courseId=`); null for a student with one. */
  courseId: string | null;
  /** The same course by its slug, which a second seed of the school (PGlite) gives it too. */
  courseSlug: string | null;
}

export interface CourseRoster {
  id: string;
  slug: string;
  usernames: string[];
}

/** Direct reads of the seeded school the scenarios need (ids, rosters, row counts). */
export function schoolFacts(url: string) {
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  return {
    async rostersOf(teacherUsername: string): Promise<CourseRoster[]> {
      const { rows } = await pool.query<{ id: string; slug: string; usernames: string[] }>(
        `select c.id, c.slug, array_agg(s.username order by s.username) as usernames
         from courses c join users t on t.id = c.teacher_id
         join enrollments e on e.course_id = c.id
         join student_accounts a on a.id = e.account_id
         join users s on s.id = a.person_id
         where t.username = $1 group by c.id, c.slug order by c.period`,
        [teacherUsername],
      );
      return rows;
    },

    /** What `GET /api/scores/all` has to read for this teacher. */
    async economyRows(teacherUsername: string): Promise<{ students: number; scores: number; transactions: number }> {
      const { rows } = await pool.query<{ students: number; scores: number; transactions: number }>(
        `with s as (select a.id from student_accounts a join users t on t.id = a.teacher_id where t.username = $1 and not a.dropped)
         select (select count(*)::int from s) as students,
                (select count(*)::int from scores where student_id in (select id from s)) as scores,
                (select count(*)::int from transactions where student_id in (select id from s)) as transactions`,
        [teacherUsername],
      );
      return rows[0] ?? { students: 0, scores: 0, transactions: 0 };
    },

    /**
     * The school's first students by seat, one per course round-robin, `count` of them. A student
     * with several teachers (P40) names the class they read, as they must: their first course by
     * period (`courseId`); the others have one class and name none.
     */
    async sampleStudents(count: number): Promise<SampledStudent[]> {
      const { rows } = await pool.query<SampledStudent>(
        `select s.username, chosen.id as "courseId", chosen.slug as "courseSlug"
         from users s
         left join lateral (
           select c.id, c.slug from student_accounts o join enrollments e on e.account_id = o.id
           join courses c on c.id = e.course_id join users t on t.id = c.teacher_id
           where o.person_id = s.id and not o.dropped
             and (select count(*) from student_accounts n where n.person_id = s.id and not n.dropped) > 1
           order by c.period, t.username limit 1) chosen on true
         where s.role = 'student' and exists (select 1 from student_accounts a join users t on t.id = a.teacher_id
                                              where a.person_id = s.id and t.username like 'bench-t%')
         order by substr(s.username, 5)::int, s.username limit $1`,
        [count],
      );
      return rows;
    },

    /** Removes what the import scenario wrote, so a kept database stays the seeded school. */
    async removeImports(titlePrefix: string): Promise<number> {
      const removed = await pool.query(`delete from tasks where title like $1`, [`${titlePrefix}%`]);
      await pool.query(`delete from audit_entries where after ? 'scoreImport'`);
      return removed.rowCount ?? 0;
    },

    /** Sessions the bench opened; a kept database shouldn't pile them up. */
    async removeSessions(): Promise<void> {
      await pool.query(`delete from sessions`);
      await pool.query(`delete from login_attempts`);
    },

    async serverVersion(): Promise<string> {
      const { rows } = await pool.query<{ server_version: string }>('show server_version');
      return rows[0]?.server_version ?? 'unknown';
    },

    close: () => pool.end(),
  };
}
export type SchoolFacts = ReturnType<typeof schoolFacts>;
