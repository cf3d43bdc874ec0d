import { generateKeyPairSync, randomUUID } from 'node:crypto';
import {
  createServer,
  type IncomingMessage,
  request as httpRequest,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type ProviderAccount } from 'oidc-provider';

/**
 * A real OpenID provider for the tests of the school's sign-in (P46): `oidc-provider`, an
 * OpenID-certified implementation, in this process on a free loopback port, with its own sign-in
 * and consent pages (its development interactions: any password is accepted for a login).
 *
 * Every request goes through a small HTTP proxy in front of it, so a test can do what a network or
 * an attacker could: alter the token endpoint's answers (a tampered or swapped ID token), or stop
 * answering (a provider that hangs). The protocol itself is always the real provider's.
 */

export type Claims = Record<string, unknown>;

export interface TestClient {
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
}

export interface OidcProviderOptions {
  clients: TestClient[];
  /** Claims by login (without `sub`, which is the login). */
  accounts?: Record<string, Claims>;
  /** Claims of a login not in `accounts`; by default `{preferred_username: login}`. */
  accountFor?: (login: string) => Claims;
  /** The ID token's lifetime in seconds (the provider's default is an hour). */
  idTokenTtlSeconds?: number;
  /**
   * Whether the scopes' claims (email, profile) are in the ID token, as Google and Microsoft do
   * (default), or only at the UserInfo endpoint, as the OpenID Connect core spec prefers.
   */
  claimsInIdToken?: boolean;
}

/** What the token endpoint answers (JSON). */
export type TokenAnswer = Record<string, unknown> & { id_token?: string };

export interface TestOidcProvider {
  /** The issuer: what OIDC_ISSUER names. */
  issuer: string;
  /** Adds or replaces a login's claims. */
  setAccount(login: string, claims: Claims): void;
  /**
   * Rotates the signing key: a new key signs from now on; the old one stays published. Answers the
   * new key's `kid`.
   */
  rotateKeys(): string;
  /** The `kid` of the key signing now. */
  signingKeyId(): string;
  /** Every answer of the token endpoint passes through `alter` (null: untouched). */
  alterTokenAnswers(alter: ((answer: TokenAnswer) => TokenAnswer) | null): void;
  /** While on, the provider accepts connections and never answers (a provider that hangs). */
  hang(on: boolean): void;
  close(): Promise<void>;
}

type SigningKey = Record<string, unknown> & { kid: string };

function newSigningKey(): SigningKey {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return { ...privateKey.export({ format: 'jwk' }), kid: randomUUID(), alg: 'RS256', use: 'sig' };
}

function listen(server: Server): Promise<number> {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)));
}

function closeServer(server: Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(() => resolve()));
}

function readBody(stream: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const parts: Buffer[] = [];
    stream.on('data', (part: Buffer) => parts.push(part));
    stream.on('end', () => resolve(Buffer.concat(parts)));
    stream.on('error', reject);
  });
}

export async function startOidcProvider(options: OidcProviderOptions): Promise<TestOidcProvider> {
  const accounts = new Map(Object.entries(options.accounts ?? {}));
  const claimsOf = (login: string): Claims =>
    accounts.get(login) ?? options.accountFor?.(login) ?? { preferred_username: login };
  let keys: SigningKey[] = [newSigningKey()];
  let alter: ((answer: TokenAnswer) => TokenAnswer) | null = null;
  let hanging = false;
  const held = new Set<ServerResponse>();

  // The proxy's port is the issuer's, so it is taken first; the provider behind it gets another.
  const front = createServer();
  const issuer = `http://127.0.0.1:${await listen(front)}`;

  function buildProvider(): (request: IncomingMessage, response: ServerResponse) => void {
    const provider = new Provider(issuer, {
      clients: options.clients.map((c) => ({
        client_id: c.clientId,
        client_secret: c.clientSecret,
        redirect_uris: c.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
      })),
      jwks: { keys },
      async findAccount(_ctx: unknown, id: string): Promise<ProviderAccount> {
        return { accountId: id, claims: async () => ({ ...claimsOf(id), sub: id }) };
      },
      claims: {
        openid: ['sub'],
        email: ['email', 'email_verified'],
        profile: ['name', 'given_name', 'family_name', 'preferred_username', 'upn', 'student_number'],
      },
      conformIdTokenClaims: options.claimsInIdToken === false,
      ttl: {
        IdToken: options.idTokenTtlSeconds ?? 3600,
        AccessToken: 600,
        AuthorizationCode: 60,
        Interaction: 600,
        Session: 600,
        Grant: 600,
      },
      // Classmint must send a PKCE challenge (S256, the provider's only method here).
      pkce: { required: () => true },
      features: { devInteractions: { enabled: true } },
      cookies: { keys: [randomUUID()] },
    });
    return provider.callback();
  }

  let handle = buildProvider();
  const back = createServer((request, response) => handle(request, response));
  const backPort = await listen(back);

  front.on('request', (request: IncomingMessage, response: ServerResponse) => {
    if (hanging) {
      held.add(response);
      return;
    }
    void (async () => {
      const body = await readBody(request);
      const forwarded = httpRequest(
        { host: '127.0.0.1', port: backPort, method: request.method, path: request.url, headers: request.headers },
        (answer) => {
          void readBody(answer).then((raw) => {
            const headers = { ...answer.headers };
            let out = raw;
            const isToken = new URL(request.url ?? '/', issuer).pathname === '/token';
            if (alter && isToken && answer.statusCode === 200) {
              out = Buffer.from(JSON.stringify(alter(JSON.parse(raw.toString('utf8')) as TokenAnswer)));
              delete headers['transfer-encoding'];
              headers['content-length'] = String(out.length);
            }
            response.writeHead(answer.statusCode ?? 502, headers);
            response.end(out);
          });
        },
      );
      forwarded.on('error', () => {
        response.writeHead(502);
        response.end();
      });
      forwarded.end(body);
    })();
  });

  return {
    issuer,
    setAccount(login, claims) {
      accounts.set(login, claims);
    },
    rotateKeys() {
      const key = newSigningKey();
      // The provider signs with the first key of the algorithm; the old one stays for tokens in flight.
      keys = [key, ...keys];
      handle = buildProvider();
      return key.kid;
    },
    signingKeyId: () => keys[0]!.kid,
    alterTokenAnswers(next) {
      alter = next;
    },
    hang(on) {
      hanging = on;
      if (!on) for (const response of held) response.destroy();
      if (!on) held.clear();
    },
    async close() {
      for (const response of held) response.destroy();
      await Promise.all([closeServer(front), closeServer(back)]);
    },
  };
}

/** A browser's cookies for one site, as the provider sets and expects them. */
function cookieJar() {
  const cookies = new Map<string, string>();
  return {
    header: () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
    take(response: Response) {
      for (const line of response.headers.getSetCookie()) {
        const [pair = '', ...attributes] = line.split(';');
        const at = pair.indexOf('=');
        const name = pair.slice(0, at).trim();
        const gone = attributes.some((a) => /^\s*expires=.*1970/i.test(a) || /^\s*max-age=0\s*$/i.test(a));
        if (gone) cookies.delete(name);
        else cookies.set(name, pair.slice(at + 1));
      }
    },
  };
}

/**
 * Signs `login` in at the provider as a person would in a browser, with plain HTTP and cookies:
 * from the authorize address through its sign-in and consent pages, to the redirect back to the
 * client. Answers that address (the redirect URI with the code and the state), not followed.
 */
export async function signInAtProvider(authorizeUrl: string, login: string, redirectUri: string): Promise<string> {
  const jar = cookieJar();
  let url = authorizeUrl;
  let init: RequestInit = {};
  for (let step = 0; step < 12; step += 1) {
    const response = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers as Record<string, string>), cookie: jar.header() },
    });
    jar.take(response);
    const location = response.headers.get('location');
    if (response.status >= 300 && response.status < 400 && location) {
      const next = new URL(location, url).href;
      if (next.startsWith(redirectUri)) return next;
      url = next;
      init = {};
      continue;
    }
    const page = await response.text();
    if (response.status !== 200) throw new Error(`the provider answered ${response.status}: ${page.slice(0, 300)}`);
    const action = /<form[^>]*action="([^"]+)"/.exec(page)?.[1];
    const prompt = /name="prompt" value="([a-z]+)"/.exec(page)?.[1];
    if (!action || !prompt) throw new Error(`no sign-in form on the provider's page: ${page.slice(0, 300)}`);
    const form = new URLSearchParams({ prompt });
    if (prompt === 'login') {
      form.set('login', login);
      form.set('password', 'any password: the development sign-in takes any');
    }
    url = new URL(action, url).href;
    init = {
      method: 'POST',
      body: form.toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    };
  }
  throw new Error('the provider did not send the browser back');
}

/** The parts of a JWT, to alter one the way an attacker would (its signature left as it was). */
export function jwtParts(token: string): { header: Claims; payload: Claims; signature: string } {
  const [header = '', payload = '', signature = ''] = token.split('.');
  const decode = (part: string) => JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as Claims;
  return { header: decode(header), payload: decode(payload), signature };
}

export function jwtFrom(header: Claims, payload: Claims, signature: string): string {
  const encode = (part: Claims) => Buffer.from(JSON.stringify(part)).toString('base64url');
  return `${encode(header)}.${encode(payload)}.${signature}`;
}
