import * as client from 'openid-client';
import type { Clock } from '../../common/clock';
import type { OidcSetup } from './oidc-setup';

type Ready = Extract<OidcSetup, { ready: true }>;

/** The scopes asked for: who the person is (`sub`), their e-mail and their username. */
// eslint-disable-next-line lingui/no-unlocalized-strings -- the OpenID Connect scopes asked for
const SCOPES = 'openid email profile';
/** How far the ID token's times may be off from this server's clock, in seconds (P46: "a little"). */
export const CLOCK_TOLERANCE_SECONDS = 60;
/** How long a discovery document is used before it is fetched again (the keys have their own cache). */
const DISCOVERY_LIFETIME_MS = 60 * 60_000;

/** Why a call to the provider did not give a verified person. Never carries what the provider sent. */
export type OidcFailure =
  /** Not reachable, too slow, or failing (5xx): nothing the person did. */
  | { kind: 'unavailable'; reason: string }
  /** The person cancelled at the provider. */
  | { kind: 'denied'; reason: string }
  /** The answer did not verify: a signature, an issuer, an audience, an expiry, a nonce, a used code. */
  | { kind: 'refused'; reason: string };

export type OidcResult<T> = { ok: true; value: T } | { ok: false; failure: OidcFailure };

export type IdClaims = Record<string, unknown>;

/** What a started sign-in keeps on the server until the provider sends the person back. */
export interface OidcChecks {
  state: string;
  nonce: string;
  verifier: string;
}

/**
 * Words a failure for the log: openid-client's error code (OAUTH_...) or the network's, never its
 * message or cause, which can hold the claims or the provider's answer.
 */
function failureOf(error: unknown): OidcFailure {
  if (error instanceof client.AuthorizationResponseError) {
    return { kind: error.error === 'access_denied' ? 'denied' : 'refused', reason: `authorize:${error.error}` };
  }
  if (error instanceof client.ResponseBodyError) {
    return error.status >= 500
      ? { kind: 'unavailable', reason: `status:${error.status}` }
      : { kind: 'refused', reason: `token:${error.error}` };
  }
  if (error instanceof client.ClientError) {
    const code = error.code ?? 'unknown';
    if (code === 'OAUTH_TIMEOUT' || code === 'OAUTH_ABORT') return { kind: 'unavailable', reason: code };
    const status = (error.cause as { status?: unknown } | undefined)?.status;
    if (code === 'OAUTH_RESPONSE_IS_NOT_CONFORM' && typeof status === 'number' && status >= 500) {
      return { kind: 'unavailable', reason: `status:${status}` };
    }
    return { kind: 'refused', reason: code };
  }
  // fetch's own failure: refused connection, unknown host, reset.
  if (error instanceof TypeError && error.message === 'fetch failed') {
    const code = (error.cause as { code?: unknown } | undefined)?.code;
    return { kind: 'unavailable', reason: typeof code === 'string' ? code : 'network' };
  }
  if (error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
    return { kind: 'unavailable', reason: error.name };
  }
  return { kind: 'refused', reason: error instanceof Error ? error.name : 'unknown' };
}

/** Client authentication the provider takes: HTTP Basic unless it lists only the form post. */
function clientAuthFor(server: client.ServerMetadata, secret: string): client.ClientAuth {
  const methods = server.token_endpoint_auth_methods_supported ?? ['client_secret_basic'];
  return methods.includes('client_secret_basic') || !methods.includes('client_secret_post')
    ? client.ClientSecretBasic(secret)
    : client.ClientSecretPost(secret);
}

/**
 * Classmint as an OpenID Connect client of the school's provider (P46), on openid-client (the
 * certified relying-party library for Node): the authorization code flow with PKCE (S256), state
 * and nonce, the ID token's signature checked with the provider's keys as well as its issuer,
 * audience, times and nonce.
 *
 * Every call to the provider has a deadline (`timeoutMs`) and nothing is fetched at start, so a
 * provider that is down answers the person within seconds and slows no one else. The discovery
 * document is kept an hour (an older copy is used while the provider can't be reached); the keys
 * are openid-client's cache: fetched when first needed, again after five minutes, and at once for
 * an ID token signed with a key it has not seen (a rotation) when those held are a minute old; a
 * token signed with an unseen key sooner than that is refused, and the next sign-in fetches afresh.
 *
 * Time follows the app's clock: each sign-in builds its configuration with the clock's offset from
 * the system's, and the keys age by the same clock, so tests can move time for the provider's
 * answers as they do for everything else.
 */
export function createOidcClient(setup: Ready, clock: Clock) {
  let discovered: { server: client.ServerMetadata; until: number } | null = null;
  let discovering: Promise<client.ServerMetadata> | null = null;
  /** The provider's keys as openid-client last fetched them, and when that was on the app's clock. */
  let keys: { cache: client.ExportedJWKSCache; fetchedAt: number } | null = null;

  function discover(): Promise<client.ServerMetadata> {
    return (discovering ??= client
      .discovery(setup.issuer, setup.clientId, setup.clientSecret, undefined, {
        timeout: setup.timeoutMs / 1000,
        execute: setup.allowHttp ? [client.allowInsecureRequests] : [],
      })
      .then((configuration) => {
        const server = configuration.serverMetadata();
        discovered = { server, until: clock.now().getTime() + DISCOVERY_LIFETIME_MS };
        return server;
      })
      .finally(() => {
        discovering = null;
      }));
  }

  async function serverMetadata(): Promise<client.ServerMetadata> {
    if (discovered && clock.now().getTime() < discovered.until) return discovered.server;
    try {
      return await discover();
    } catch (error) {
      // A provider briefly away still signs people in with the document it gave an hour ago.
      if (discovered) return discovered.server;
      throw error;
    }
  }

  /** A configuration for one sign-in, on the app's clock, with the keys fetched so far. */
  async function configuration(): Promise<{ config: client.Configuration; seededAt: number | null }> {
    const server = await serverMetadata();
    const skewSeconds = Math.round((clock.now().getTime() - Date.now()) / 1000);
    const config = new client.Configuration(
      server,
      setup.clientId,
      {
        client_secret: setup.clientSecret,
        [client.clockSkew]: skewSeconds,
        [client.clockTolerance]: CLOCK_TOLERANCE_SECONDS,
      },
      clientAuthFor(server, setup.clientSecret),
    );
    config.timeout = setup.timeoutMs / 1000;
    // openid-client refuses http:// unless told: only a provider on this computer (the tests') is.
    if (setup.allowHttp) client.allowInsecureRequests(config);
    // Without this, openid-client trusts an ID token that came straight from the token endpoint over
    // TLS (which OpenID Connect allows); Classmint checks its signature against the provider's keys too.
    client.enableNonRepudiationChecks(config);
    let seededAt: number | null = null;
    if (keys) {
      const ageSeconds = Math.max(0, Math.floor((clock.now().getTime() - keys.fetchedAt) / 1000));
      seededAt = Math.floor(Date.now() / 1000) - ageSeconds;
      client.setJwksCache(config, { jwks: keys.cache.jwks, uat: seededAt });
    }
    return { config, seededAt };
  }

  /** Keeps the keys openid-client fetched during a sign-in for the next ones. */
  function keepKeys(config: client.Configuration, seededAt: number | null): void {
    const cache = client.getJwksCache(config);
    if (cache && cache.uat !== seededAt) keys = { cache, fetchedAt: clock.now().getTime() };
  }

  return {
    /** Where to send the browser: the provider's authorize address for this sign-in. */
    async authorizationUrl(checks: OidcChecks): Promise<OidcResult<string>> {
      try {
        const { config } = await configuration();
        const url = client.buildAuthorizationUrl(config, {
          redirect_uri: setup.redirectUri,
          scope: SCOPES,
          state: checks.state,
          nonce: checks.nonce,
          code_challenge: await client.calculatePKCECodeChallenge(checks.verifier),
          code_challenge_method: 'S256',
        });
        return { ok: true, value: url.href };
      } catch (error) {
        return { ok: false, failure: failureOf(error) };
      }
    },

    /**
     * The provider's redirect back (its query as sent): the code is exchanged with the verifier and
     * the ID token verified. Answers its claims, completed from UserInfo when the ID token carries
     * neither the student claim nor an e-mail (some providers put them only there).
     */
    async redeem(query: string, checks: OidcChecks): Promise<OidcResult<IdClaims>> {
      let prepared: Awaited<ReturnType<typeof configuration>> | null = null;
      try {
        prepared = await configuration();
        const { config } = prepared;
        const callback = new URL(setup.redirectUri);
        callback.search = query;
        const tokens = await client.authorizationCodeGrant(config, callback, {
          pkceCodeVerifier: checks.verifier,
          expectedState: checks.state,
          expectedNonce: checks.nonce,
          idTokenExpected: true,
        });
        const claims = tokens.claims();
        if (!claims) return { ok: false, failure: { kind: 'refused', reason: 'noIdToken' } };
        const identifies = typeof claims[setup.studentClaim] === 'string' || typeof claims.email === 'string';
        if (identifies || !config.serverMetadata().userinfo_endpoint) return { ok: true, value: { ...claims } };
        const more = await client.fetchUserInfo(config, tokens.access_token, claims.sub);
        // The signed ID token wins where both speak.
        return { ok: true, value: { ...more, ...claims } };
      } catch (error) {
        const failure = failureOf(error);
        // Signed with a key not among those held, fetched less than a minute ago (openid-client
        // fetches again only after that): the next sign-in fetches the keys afresh, so a person
        // told to try again isn't refused again by a rotation the provider made without notice.
        if (failure.reason === 'OAUTH_KEY_SELECTION_FAILED') {
          keys = null;
          prepared = null;
        }
        return { ok: false, failure };
      } finally {
        if (prepared) keepKeys(prepared.config, prepared.seededAt);
      }
    },
  };
}
export type OidcClient = ReturnType<typeof createOidcClient>;
