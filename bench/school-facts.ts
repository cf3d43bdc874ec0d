import pg from 'pg';

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
         from courses c join users t on t.id = c.teacher_id join users s on s.course_id = c.id
         where t.username = $1 group by c.id, c.slug order by c.period`,
        [teacherUsername],
      );
      return rows;
    },

    /** What `GET /api/scores/all` has to read for this teacher. */
    async economyRows(teacherUsername: string): Promise<{ students: number; scores: number; transactions: number }> {
      const { rows } = await pool.query<{ students: number; scores: number; transactions: number }>(
        `with s as (select u.id from users u join users t on t.id = u.teacher_id where t.username = $1 and not u.dropped)
         select (select count(*)::int from s) as students,
                (select count(*)::int from scores where student_id in (select id from s)) as scores,
                (select count(*)::int from transactions where student_id in (select id from s)) as transactions`,
        [teacherUsername],
      );
      return rows[0] ?? { students: 0, scores: 0, transactions: 0 };
    },

    /** The school's first students by username, one per course round-robin, `count` of them. */
    async sampleStudents(count: number): Promise<string[]> {
      const { rows } = await pool.query<{ username: string }>(
        `select s.username from users s join users t on t.id = s.teacher_id
         where s.role = 'student' and t.username like 'bench-t%'
         order by substr(s.username, 5)::int, s.username limit $1`,
        [count],
      );
      return rows.map((r) => r.username);
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
