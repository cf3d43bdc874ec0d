import { eq, sql } from 'drizzle-orm';
import type { TCurrentUser } from '../../../shared/user';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { ok, type Outcome, refuse } from '../../outcome';
import type { AccountService } from '../account/account.service';
import type { LoginThrottle } from './login-throttle.service';
import { verifyAgainstDecoy, verifyPassword } from './password';
import type { SessionsService } from './sessions.service';

export interface SignedIn {
  user: TCurrentUser;
  token: string;
}

export function createAuthService(db: Db, sessions: SessionsService, throttle: LoginThrottle, accounts: AccountService) {
  return {
    /** P10: the answer never says which of the two was wrong, and too many failures wait. */
    async login(username: string, password: string, address: string): Promise<Outcome<SignedIn>> {
      const name = username.trim();
      const waitMinutes = await throttle.minutesUntilAllowed(name, address);
      if (waitMinutes > 0) {
        const unit = waitMinutes === 1 ? 'minute' : 'minutes';
        return refuse('TOO_MANY_ATTEMPTS', 'login', `attempts are paused. Please try again in ${waitMinutes} ${unit}`);
      }
      const [row] = await db
        .select({ id: users.id, passwordHash: users.passwordHash })
        .from(users)
        .where(eq(sql`lower(${users.username})`, name.toLowerCase()))
        .limit(1);
      const valid = row ? await verifyPassword(row.passwordHash, password) : await verifyAgainstDecoy(password);
      if (!row || !valid) {
        await throttle.recordFailure(name, address);
        return refuse('UNAUTHENTICATED', 'usernameOrPassword', 'is invalid');
      }
      await throttle.clearUsername(name);
      const { token } = await sessions.start(row.id);
      const current = await accounts.current(row.id);
      if (!current.ok) return current;
      return ok({ user: current.value, token });
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
