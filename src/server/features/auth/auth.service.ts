import { eq, sql } from 'drizzle-orm';
import type { TCurrentUser, TRole } from '../../../shared/user';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { actInClass } from '../../http/acting-class';
import type { Actor } from '../../http/actor';
import { readAccountsOf } from '../../common/student-accounts.queries';
import { ok, type Outcome, refuse, withRetryAfter } from '../../outcome';
import type { LoginDevices } from './login-devices';
import type { LoginThrottle } from './login-throttle.service';
import { verifyAgainstDecoy, verifyPassword } from '../../common/password';
import type { SessionsService } from './sessions.service';
import { serverAuthText } from './texts';

export interface SignedIn {
  user: TCurrentUser;
  token: string;
  /** A new device cookie for this browser, when it had none of this user's. */
  deviceToken: string | null;
}

export interface LoginClient {
  address: string;
  deviceToken: string | undefined;
}

function pausedFor(seconds: number): string {
  if (seconds < 60) return serverAuthText.t('pausedSeconds', { seconds });
  return serverAuthText.t('pausedMinutes', { minutes: Math.ceil(seconds / 60) });
}

/** Why a password may not be used here, and the school's sign-in to use instead. */
function turnedOff(policy: PasswordPolicy): string {
  const students = policy.mode === 'staff';
  if (policy.provider === null) return serverAuthText.t(students ? 'turnedOffForStudents' : 'turnedOff');
  const provider = policy.provider;
  return serverAuthText.t(students ? 'turnedOffForStudentsUseProvider' : 'turnedOffUseProvider', { provider });
}

/** Who may sign in with a password (P46, `PASSWORD_SIGNIN`), and the school's sign-in to point the others to. */
export interface PasswordPolicy {
  mode: 'all' | 'staff' | 'none';
  /** The school's provider by name (`OIDC_NAME`), configured whenever `mode` isn't `all`. */
  provider: string | null;
}

/** Whether this role may use a password under the policy: the admin always may (P46). */
function passwordAllowed(role: TRole, mode: PasswordPolicy['mode']): boolean {
  return role === 'admin' || mode === 'all' || (mode === 'staff' && role === 'teacher');
}

export function createAuthService(
  db: Db,
  sessions: SessionsService,
  throttle: LoginThrottle,
  devices: LoginDevices,
  /** The signed-in person as the API shows them (the account feature's `current`). */
  accounts: { current(viewer: Actor): Promise<Outcome<TCurrentUser>> },
  policy: PasswordPolicy = { mode: 'all', provider: null },
) {
  return {
    /** P10: the answer never says which of the two was wrong, and too many failures wait. */
    async login(username: string, password: string, client: LoginClient): Promise<Outcome<SignedIn>> {
      const name = username.trim();
      const trustedDevice = await devices.trustedFor(client.deviceToken, name);
      // The attempt is counted before the password is checked, so guesses sent at once can't all pass.
      const reservation = await throttle.reserve(name, client.address, trustedDevice);
      if (!reservation.ok) {
        const paused = refuse('TOO_MANY_ATTEMPTS', 'login', pausedFor(reservation.waitSeconds));
        return withRetryAfter(paused, reservation.waitSeconds);
      }
      const [row] = await db
        .select({
          id: users.id,
          role: users.role,
          username: users.username,
          language: users.language,
          passwordHash: users.passwordHash,
        })
        .from(users)
        .where(eq(sql`lower(${users.username})`, name.toLowerCase()))
        .limit(1);
      const valid = row ? await verifyPassword(row.passwordHash, password) : await verifyAgainstDecoy(password);
      if (!row || !valid) return refuse('UNAUTHENTICATED', 'usernameOrPassword', serverAuthText.t('invalid'));
      await throttle.succeeded(reservation);
      // Told only after the password proved right, so the answer says nothing about who exists.
      if (!passwordAllowed(row.role, policy.mode)) {
        return refuse('FORBIDDEN', 'passwordSignIn', turnedOff(policy));
      }
      const deviceToken = await devices.remember(row.id, trustedDevice);
      const { token, tokenHash } = await sessions.start(row.id);
      // Answered as the next request will see them: a student in their only class, if one (P40).
      const signedIn = {
        ...row,
        accounts: row.role === 'student' ? await readAccountsOf(db, row.id) : [],
        sessionTokenHash: tokenHash,
      };
      const current = await accounts.current(actInClass(signedIn, null).actor);
      if (!current.ok) return current;
      return ok({ user: current.value, token, deviceToken });
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
