import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { hashPassword } from '../../src/server/common/password';
import type { Db } from '../../src/server/db/client';
import type { TRosterResult } from '../../src/shared/rosters';
import { TEST_PASSWORD } from './factories';

/** What `POST /api/rosters/oneroster` answered: the roster, or the refusal. */
export interface RosterAnswer {
  status: number;
  roster: TRosterResult;
  errors: Record<string, string[]> | undefined;
}

/** Sends a zip the way a browser does: the body is the file, `application/zip`. */
export async function postRoster(
  app: FastifyInstance,
  token: string | null,
  zip: Buffer,
  options: { commit?: boolean; contentType?: string } = {},
): Promise<RosterAnswer> {
  const response = await app.inject({
    method: 'POST',
    url: `/api/rosters/oneroster?commit=${options.commit === true}`,
    headers: {
      'content-type': options.contentType ?? 'application/zip',
      ...(token ? { authorization: `Token ${token}` } : {}),
    },
    payload: zip,
  });
  const body = JSON.parse(response.body) as { roster: TRosterResult; errors?: Record<string, string[]> };
  return { status: response.statusCode, roster: body.roster, errors: body.errors };
}

/** A session token for this person (the factories' password), for calls `apiClient` can't send. */
export async function tokenOf(app: FastifyInstance, username: string): Promise<string> {
  const answer = await app.inject({
    method: 'POST',
    url: '/api/users/login',
    payload: { user: { username, password: TEST_PASSWORD } },
  });
  const { user } = JSON.parse(answer.body) as { user: { token: string } };
  return user.token;
}

/** The counts of a roster answer, to compare at a glance. */
export function countsOf(roster: TRosterResult) {
  const sizes = <T extends Record<string, unknown[] | number>>(group: T) =>
    Object.fromEntries(Object.entries(group).map(([k, v]) => [k, Array.isArray(v) ? v.length : v]));
  return {
    teachers: sizes(roster.teachers),
    courses: sizes(roster.courses),
    students: sizes(roster.students),
    enrollments: sizes(roster.enrollments),
    problems: roster.problems.length,
  };
}

let hash: Promise<string> | undefined;
/**
 * People a roster makes have no usable password (they sign in through the school, P46); a test
 * gives these the factories' password to sign in as them.
 */
export async function letSignIn(db: Db, usernames: readonly string[]): Promise<void> {
  hash ??= hashPassword(TEST_PASSWORD);
  const passwordHash = await hash;
  await db.execute(
    sql`update users set password_hash = ${passwordHash} where username = any(${sql.param([...usernames])}::text[])`,
  );
}
