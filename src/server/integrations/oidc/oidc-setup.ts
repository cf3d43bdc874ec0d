import { hkdfSync } from 'node:crypto';

/** Who may still sign in with a password (P46); the admin always may. */
export const PASSWORD_SIGNIN_MODES = ['all', 'staff', 'none'] as const;
export type PasswordSignIn = (typeof PASSWORD_SIGNIN_MODES)[number];

export type OidcEnv = {
  issuer: string | undefined;
  clientId: string | undefined;
  clientSecret: string | undefined;
  name: string;
  studentClaim: string;
  /** Every e-mail the provider sends is the school's own, vouched for without `email_verified`. */
  emailsVerified: boolean;
  /** Where people reach this installation; the redirect URI is built on it (P46). */
  publicUrl: string | undefined;
  timeoutMs: number;
  passwordSignIn: PasswordSignIn;
};

export type OidcSetup =
  | {
      ready: true;
      issuer: URL;
      clientId: string;
      clientSecret: string;
      /** The button reads 'Sign in with {name}'. */
      name: string;
      /** The claim that holds a student's username. */
      studentClaim: string;
      /**
       * `OIDC_EMAILS_VERIFIED`: an e-mail finds a person without the ID token's `email_verified:
       * true` (a provider such as Entra ID, whose directory holds only the school's addresses).
       */
      emailsVerified: boolean;
      redirectUri: string;
      /** Plain http is allowed only for a provider on this computer (the tests' provider). */
      allowHttp: boolean;
      timeoutMs: number;
      /** Seals a started sign-in's nonce and PKCE verifier (derived from the client secret). */
      stateKey: Buffer;
    }
  | { ready: false };

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * The school's sign-in as configured, or the reason the configuration can't work, thrown: a
 * half-configured sign-in, or one the provider would refuse, is a mistake an admin must see at start
 * rather than a button that fails for every student. Unset, Classmint signs in with passwords only.
 */
export function oidcSetup(env: OidcEnv): OidcSetup {
  const given = [env.issuer, env.clientId, env.clientSecret].filter((v) => v !== undefined && v !== '');
  if (given.length === 0) {
    if (env.passwordSignIn !== 'all') {
      throw new Error(
        `PASSWORD_SIGNIN=${env.passwordSignIn} needs the school's sign-in (OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET): without it nobody but the admin could sign in.`,
      );
    }
    return { ready: false };
  }
  if (given.length < 3) {
    throw new Error("The school's sign-in needs all of OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET.");
  }
  const issuer = new URL(env.issuer!);
  const allowHttp = issuer.protocol === 'http:' && LOOPBACK.has(issuer.hostname);
  if (issuer.protocol !== 'https:' && !allowHttp) {
    throw new Error('OIDC_ISSUER must be an https address (plain http only for a provider on this computer).');
  }
  if (!env.publicUrl) {
    throw new Error(
      "The school's sign-in needs PUBLIC_URL, this server's address: the provider sends people back to PUBLIC_URL/api/auth/oidc/callback.",
    );
  }
  let redirect: URL;
  try {
    redirect = new URL('/api/auth/oidc/callback', env.publicUrl);
  } catch {
    throw new Error(`PUBLIC_URL is not a web address: ${env.publicUrl}`);
  }
  // HKDF, so the key that seals states is not the secret itself and can't unlock anything else.
  // eslint-disable-next-line lingui/no-unlocalized-strings -- the key derivation's label, not a text
  const stateKey = Buffer.from(hkdfSync('sha256', env.clientSecret!, 'classmint', 'oidc sign-in state', 32));
  return {
    ready: true,
    issuer,
    clientId: env.clientId!,
    clientSecret: env.clientSecret!,
    name: env.name,
    studentClaim: env.studentClaim,
    emailsVerified: env.emailsVerified,
    redirectUri: redirect.toString(),
    allowHttp,
    timeoutMs: env.timeoutMs,
    stateKey,
  };
}
