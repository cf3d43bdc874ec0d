import path from 'node:path';
import * as zod from 'zod';
import type { TTimeZone } from './common/clock';
import { defaultMaxStreams } from './events/stream-limits';
import { type OidcSetup, oidcSetup, PASSWORD_SIGNIN_MODES, type PasswordSignIn } from './integrations/oidc/oidc-setup';
import { type SpotifySetup, spotifySetup } from './integrations/spotify/spotify-setup';

const zFlag = zod
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/** Every environment variable Classmint reads, validated once at start (the README's table mirrors it). */
const ZEnv = zod.object({
  PORT: zod.coerce.number().int().min(0).max(65535).default(3000),
  HOST: zod.string().default('0.0.0.0'),
  DATA_DIR: zod.string().default('./data'),
  DATABASE_URL: zod.string().url().optional(),
  // Connections each instance opens to PostgreSQL for requests (two more listen for live updates).
  DATABASE_POOL_SIZE: zod.coerce.number().int().min(2).max(200).default(10),
  ADMIN_USERNAME: zod.string().min(1).default('admin'),
  // eslint-disable-next-line lingui/no-unlocalized-strings -- for the operator who set the variable, in the server's log
  ADMIN_PASSWORD: zod.string().min(8, 'ADMIN_PASSWORD must have at least 8 characters').optional(),
  LOG_LEVEL: zod.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SESSION_DAYS: zod.coerce.number().int().min(1).max(365).default(30),
  COOKIE_SECURE: zFlag.default(false),
  HSTS: zFlag.default(false),
  TRUST_PROXY: zFlag.default(false),
  RATE_LIMIT_PER_MINUTE: zod.coerce.number().int().min(10).default(3000),
  // Live-update streams one instance holds at most; unset, half the open-files limit (at most 10,000).
  EVENTS_MAX_STREAMS: zod.coerce.number().int().min(1).max(1_000_000).optional(),
  // How long a client has to send a whole request, headers and body (http/request-timeouts.ts).
  REQUEST_TIMEOUT_MS: zod.coerce.number().int().min(1_000).max(3_600_000).default(60_000),
  WEB_DIR: zod.string().default('./dist/web'),
  SMTP_URL: zod.string().url().optional(),
  // eslint-disable-next-line lingui/no-unlocalized-strings -- an e-mail address
  MAIL_FROM: zod.string().default('Classmint <classmint@localhost>'),
  PRIME_ENDS: zod
    .string()
    // eslint-disable-next-line lingui/no-unlocalized-strings -- for the operator who set the variable, in the server's log
    .regex(/^(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$/, 'PRIME_ENDS must be MM-DD, e.g. 07-31')
    .default('07-31'),
  TZ: zod.string().optional(),
  // The jukebox (P37): unset, Classmint runs without it and says what an admin must set.
  SPOTIFY_CLIENT_ID: zod.string().optional(),
  SPOTIFY_CLIENT_SECRET: zod.string().optional(),
  SPOTIFY_TOKEN_KEY: zod.string().optional(),
  PUBLIC_URL: zod.string().optional(),
  SPOTIFY_ACCOUNTS_URL: zod.string().url().default('https://accounts.spotify.com'),
  SPOTIFY_API_URL: zod.string().url().default('https://api.spotify.com/v1'),
  // How long one call to Spotify may take before the person is told it didn't answer.
  SPOTIFY_TIMEOUT_MS: zod.coerce.number().int().min(100).max(60_000).default(5_000),
  // The school's sign-in (P46): unset, everyone signs in with a password.
  // eslint-disable-next-line lingui/no-unlocalized-strings -- for the operator who set the variable, in the server's log
  OIDC_ISSUER: zod.string().url('OIDC_ISSUER must be the web address of the provider (its issuer)').optional(),
  OIDC_CLIENT_ID: zod.string().optional(),
  OIDC_CLIENT_SECRET: zod.string().optional(),
  // Left in English for now: an unnamed provider is 'your school account' to every reader. The web
  // has the words in Spanish (auth `anyProvider`); answering them needs the API to say "unnamed".
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a known English default, see above
  OIDC_NAME: zod.string().trim().min(1).max(60).default('your school account'),
  OIDC_STUDENT_CLAIM: zod.string().trim().min(1).max(100).default('preferred_username'),
  // The provider's e-mails are the school's own (Entra ID sends no `email_verified`): trust them all.
  OIDC_EMAILS_VERIFIED: zFlag.default(false),
  // How long one call to the provider may take before the person is told it didn't answer.
  OIDC_TIMEOUT_MS: zod.coerce.number().int().min(100).max(60_000).default(5_000),
  PASSWORD_SIGNIN: zod
    // eslint-disable-next-line lingui/no-unlocalized-strings -- for the operator who set the variable, in the server's log
    .enum(PASSWORD_SIGNIN_MODES, { error: 'PASSWORD_SIGNIN must be all, staff or none' })
    .default('all'),
});

/** An IANA time zone name Intl knows ('America/Denver'), or null. */
function knownTimeZone(name: string | undefined): string | null {
  if (!name) return null;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  databasePoolSize: number;
  adminUsername: string;
  adminPassword: string | undefined;
  logLevel: zod.infer<typeof ZEnv>['LOG_LEVEL'];
  sessionDays: number;
  cookieSecure: boolean;
  /** Send Strict-Transport-Security: only for installations served over HTTPS. */
  hsts: boolean;
  trustProxy: boolean;
  rateLimitPerMinute: number;
  /** Live-update streams this instance holds at most; past it a new one answers 503 (P38). */
  eventsMaxStreams: number;
  requestTimeoutMs: number;
  webDir: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** The month and day Prime ends each school year (P22). */
  primeEnds: string;
  /**
   * The installation's time zone (`TZ`), where "today" is for the one-hallpass-a-day rule (P18);
   * undefined, the process's own zone, when `TZ` is unset or not an IANA name (a POSIX rule such as
   * ':/etc/localtime').
   */
  timeZone: TTimeZone;
  /** Whether the jukebox can reach Spotify, with its settings, or the reason it can't (P37). */
  spotify: SpotifySetup;
  spotifyTimeoutMs: number;
  /** The school's sign-in with its identity provider (P46), when configured. */
  oidc: OidcSetup;
  /** Who may still sign in with a password (P46); the admin always may. */
  passwordSignIn: PasswordSignIn;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = ZEnv.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  let oidc: OidcSetup;
  try {
    oidc = oidcSetup({
      issuer: e.OIDC_ISSUER,
      clientId: e.OIDC_CLIENT_ID,
      clientSecret: e.OIDC_CLIENT_SECRET,
      name: e.OIDC_NAME,
      studentClaim: e.OIDC_STUDENT_CLAIM,
      emailsVerified: e.OIDC_EMAILS_VERIFIED,
      publicUrl: e.PUBLIC_URL,
      timeoutMs: e.OIDC_TIMEOUT_MS,
      passwordSignIn: e.PASSWORD_SIGNIN,
    });
  } catch (error) {
    throw new Error(`Invalid configuration:\n  ${(error as Error).message}`);
  }
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    adminUsername: e.ADMIN_USERNAME,
    adminPassword: e.ADMIN_PASSWORD,
    logLevel: e.LOG_LEVEL,
    sessionDays: e.SESSION_DAYS,
    cookieSecure: e.COOKIE_SECURE,
    hsts: e.HSTS,
    trustProxy: e.TRUST_PROXY,
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    eventsMaxStreams: e.EVENTS_MAX_STREAMS ?? defaultMaxStreams(),
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    webDir: path.resolve(e.WEB_DIR),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    primeEnds: e.PRIME_ENDS,
    timeZone: knownTimeZone(e.TZ) ?? undefined,
    spotify: spotifySetup({
      clientId: e.SPOTIFY_CLIENT_ID,
      clientSecret: e.SPOTIFY_CLIENT_SECRET,
      tokenKey: e.SPOTIFY_TOKEN_KEY,
      publicUrl: e.PUBLIC_URL ?? `http://127.0.0.1:${e.PORT}`,
      accountsUrl: e.SPOTIFY_ACCOUNTS_URL,
      apiUrl: e.SPOTIFY_API_URL,
    }),
    spotifyTimeoutMs: e.SPOTIFY_TIMEOUT_MS,
    oidc,
    passwordSignIn: e.PASSWORD_SIGNIN,
  };
}
