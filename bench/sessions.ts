import type { HttpClient } from './http-client';
import { SCHOOL } from './school';
import type { SampledStudent } from './school-facts';
import { summarize, type LatencySummary } from './stats';

export interface Session {
  username: string;
  token: string;
  /** The class a student with several teachers acts in (P40: sent as `?courseId=`); none otherwise. */
  courseId?: string | null;
}

/** The sampled students' sessions (signed in in the same order), each with the class the student reads. */
export const inTheirClasses = (sessions: Session[], students: SampledStudent[]): Session[] =>
  sessions.map((session, i) => ({ ...session, courseId: students[i]?.courseId ?? null }));

/** Signs each user in through the real `POST /api/users/login` (argon2 and all), a few at a time. */
export async function signIn(
  client: HttpClient,
  usernames: string[],
  parallel = 4,
): Promise<{ sessions: Session[]; latencyMs: LatencySummary }> {
  const sessions: Session[] = [];
  const latencies: number[] = [];
  let nextIndex = 0;
  const worker = async () => {
    for (let i = nextIndex++; i < usernames.length; i = nextIndex++) {
      const username = usernames[i]!;
      const sent = performance.now();
      const answer = await client.request(
        'POST',
        '/api/users/login',
        {},
        { user: { username, password: SCHOOL.password } },
      );
      latencies.push(performance.now() - sent);
      if (answer.status !== 200) throw new Error(`login of ${username} failed: ${answer.status} ${answer.body}`);
      const body = JSON.parse(answer.body) as { user: { token: string } };
      sessions[i] = { username, token: body.user.token };
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  return { sessions, latencyMs: summarize(latencies) };
}
