import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNotNull, lt, ne, sql } from 'drizzle-orm';
import * as client from 'openid-client';
import type { TSignInProblem } from '../../../shared/sign-in-problems';
import type { Clock } from '../../common/clock';
import { createTokenCipher } from '../../common/token-cipher';
import type { Db } from '../../db/client';
import { oidcAuthStates, users } from '../../db/schema';
import type { IdClaims, OidcClient } from '../../integrations/oidc/oidc-client';
import type { OidcSetup } from '../../integrations/oidc/oidc-setup';
import type { SessionsService } from './sessions.service';
import { bindPerson, boundPerson } from './sign-in-bindings';

/** How long a started sign-in waits for the provider: a sign-in page and perhaps a second factor. */
export const STATE_LIFETIME_MS = 5 * 60_000;

/** A browser's sign-in value: 256 random bits, as the sign-in cookie carries it. */
const BROWSER_VALUE = /^[A-Za-z0-9_-]{43}$/;

const hashOf = (state: string) => createHash('sha256').update(state).digest('hex');
const newBrowserValue = () => randomBytes(32).toString('base64url');

type Ready = Extract<OidcSetup, { ready: true }>;
type Log = { info(details: object, message: string): void; warn(details: object, message: string): void };

export type StartResult = { ok: true; url: string; browser: string } | { ok: false; problem: TSignInProblem };
export type FinishResult = { ok: true; token: string } | { ok: false; problem: TSignInProblem };

/** `email_verified` as providers send it: a boolean, or (some) the text "true". */
const verified = (value: unknown) => value === true || value === 'true';

/**
 * Signing in with the school's identity provider (P46). A started sign-in is a single-use state,
 * stored as its hash, whose nonce and PKCE verifier wait sealed to the browser that started it (a
 * cookie): the provider's redirect arriving in another browser, or a link an attacker started and
 * sent, signs no one in. The callback finds the person the provider vouches for, binds them to
 * that provider account at their first sign-in (sign-in-bindings.ts), and starts a session exactly
 * as a password does; it never creates anybody.
 */
export function createSchoolSignIn(
  db: Db,
  clock: Clock,
  setup: Ready,
  oidc: OidcClient,
  sessions: SessionsService,
  log: Log,
) {
  const cipher = createTokenCipher(setup.stateKey);

  /**
   * The person the claims name, before any binding: a student by the student claim (their
   * username), else a teacher or a student by an e-mail the provider vouches for (`email_verified:
   * true`, or every e-mail with `OIDC_EMAILS_VERIFIED`). Staff are never found by username: the
   * claim is the student number, and a teacher's username could equal someone else's claim. The
   * admin is never found at all: their way in is the password, which no provider account can take.
   */
  async function claimedPerson(claims: IdClaims): Promise<{ id: string } | null> {
    const studentKey = claims[setup.studentClaim];
    if (typeof studentKey === 'string' && studentKey.trim() !== '') {
      const [student] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.role, 'student'), eq(sql`lower(${users.username})`, studentKey.trim().toLowerCase())))
        .limit(1);
      if (student) return student;
    }
    const email = claims.email;
    const vouched = setup.emailsVerified || verified(claims.email_verified);
    if (typeof email === 'string' && email.trim() !== '' && vouched) {
      const [person] = await db
        .select({ id: users.id })
        .from(users)
        .where(
          and(
            isNotNull(users.email),
            ne(users.role, 'admin'),
            eq(sql`lower(${users.email})`, email.trim().toLowerCase()),
          ),
        )
        .limit(1);
      if (person) return person;
    }
    return null;
  }

  /**
   * P46's binding: the person this provider account is bound to; else the person its claims name,
   * bound to it now, unless a first sign-in bound them to another account of the provider.
   */
  async function personOf(claims: IdClaims): Promise<{ id: string } | 'unknownPerson' | 'boundToAnother'> {
    if (typeof claims.iss !== 'string' || typeof claims.sub !== 'string' || claims.sub === '') return 'unknownPerson';
    const who = { issuer: claims.iss, subject: claims.sub };
    const bound = await boundPerson(db, who);
    if (bound) return bound;
    const person = await claimedPerson(claims);
    if (!person) return 'unknownPerson';
    return (await bindPerson(db, person.id, who, clock.now())) ? person : 'boundToAnother';
  }

  return {
    /**
     * A new sign-in for the browser holding `sentBrowser` (its sign-in cookie; a new value when it
     * has none or a malformed one): the provider's authorize address. Nothing is stored when the
     * provider can't be reached.
     */
    async start(sentBrowser: string | undefined): Promise<StartResult> {
      const browser = sentBrowser !== undefined && BROWSER_VALUE.test(sentBrowser) ? sentBrowser : newBrowserValue();
      const checks = {
        state: client.randomState(),
        nonce: client.randomNonce(),
        verifier: client.randomPKCECodeVerifier(),
      };
      const url = await oidc.authorizationUrl(checks);
      if (!url.ok) {
        log.warn({ oidc: url.failure.kind, reason: url.failure.reason }, "the school's sign-in could not start");
        return { ok: false, problem: url.failure.kind === 'unavailable' ? 'unavailable' : 'refused' };
      }
      const now = clock.now();
      await db.transaction(async (tx) => {
        // Swept as new ones start: a started sign-in nobody finished is of no use after its minutes.
        await tx.delete(oidcAuthStates).where(lt(oidcAuthStates.expiresAt, now));
        await tx.insert(oidcAuthStates).values({
          stateHash: hashOf(checks.state),
          nonceSealed: cipher.seal(checks.nonce, browser),
          verifierSealed: cipher.seal(checks.verifier, browser),
          expiresAt: new Date(now.getTime() + STATE_LIFETIME_MS),
          createdAt: now,
        });
      });
      return { ok: true, url: url.value, browser };
    },

    /**
     * The provider's redirect back, with its query string as sent, in a browser holding `browser`
     * (its sign-in cookie). A session token for the person, or the problem the login page words.
     * Never throws on bad input.
     */
    async finish(query: string, state: string | undefined, browser: string | undefined): Promise<FinishResult> {
      if (!state) return { ok: false, problem: 'refused' };
      // Checked before the state is used up: a link opened elsewhere leaves its owner's sign-in working.
      if (browser === undefined || !BROWSER_VALUE.test(browser)) return { ok: false, problem: 'otherBrowser' };
      // Deleting is the check: a state works once, and two tabs racing with one state can't both win.
      const [started] = await db
        .delete(oidcAuthStates)
        .where(eq(oidcAuthStates.stateHash, hashOf(state)))
        .returning();
      if (!started || started.expiresAt.getTime() < clock.now().getTime()) return { ok: false, problem: 'expired' };
      const nonce = cipher.open(started.nonceSealed, browser);
      const verifier = cipher.open(started.verifierSealed, browser);
      // The state is this browser's only if its secrets open: the cipher checks what they are sealed to.
      if (nonce === null || verifier === null) return { ok: false, problem: 'otherBrowser' };

      const claims = await oidc.redeem(query, { state, nonce, verifier });
      if (!claims.ok) {
        log.warn({ oidc: claims.failure.kind, reason: claims.failure.reason }, "the school's sign-in was refused");
        return { ok: false, problem: claims.failure.kind };
      }
      const person = await personOf(claims.value);
      if (typeof person === 'string') {
        // Who it was stays out of the log: an address, a student number or a `sub` is personal data.
        log.info({ oidc: person }, "the school's sign-in named nobody in Classmint it may sign in");
        // Someone bound to another provider account reads the same words: it is not set up for this one.
        return { ok: false, problem: 'unknownPerson' };
      }
      const { token } = await sessions.start(person.id);
      return { ok: true, token };
    },
  };
}
export type SchoolSignIn = ReturnType<typeof createSchoolSignIn>;
