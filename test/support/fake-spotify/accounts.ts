import { createHash, randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FakeState } from './state';

/** Spotify's accounts service as a client meets it: the authorize page, and the token endpoint. */

export interface AccountsOptions {
  clientId: string;
  clientSecret: string;
  redirectUris: string[] | null;
  accessTokenSeconds: number;
}

interface PendingAuthorization {
  redirectUri: string;
  state: string;
  challenge: string;
}

const CODE_LIFETIME_MS = 10 * 60_000;
const random = (prefix: string) => `${prefix}${randomBytes(18).toString('base64url')}`;
const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function page(res: ServerResponse, status: number, title: string, body: string) {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
  res.end(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escape(title)}</title></head>` +
      `<body><main><h1>${escape(title)}</h1>${body}</main></body></html>`,
  );
}

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

export function createAccounts(state: FakeState, options: AccountsOptions) {
  const pending = new Map<string, PendingAuthorization>();
  const codes = new Map<string, PendingAuthorization & { at: number; used: boolean }>();
  const accessTokens = new Map<string, { expiresAt: number; revoked: boolean }>();
  const refreshTokens = new Set<string>();

  function issueTokens(withRefresh: boolean) {
    const accessToken = random('fake-at-');
    accessTokens.set(accessToken, { expiresAt: Date.now() + options.accessTokenSeconds * 1000, revoked: false });
    const answer: Record<string, unknown> = {
      access_token: accessToken,
      token_type: 'Bearer',
      scope: 'user-read-private user-modify-playback-state',
      expires_in: options.accessTokenSeconds,
    };
    if (withRefresh) {
      const refreshToken = random('fake-rt-');
      refreshTokens.add(refreshToken);
      answer.refresh_token = refreshToken;
    }
    return answer;
  }

  /** GET /authorize: checks the request like Spotify does, then asks the user to agree. */
  function authorize(url: URL, res: ServerResponse) {
    const q = url.searchParams;
    if (q.get('client_id') !== options.clientId) return page(res, 400, 'INVALID_CLIENT: Invalid client', '');
    const redirectUri = q.get('redirect_uri') ?? '';
    const registered = options.redirectUris
      ? options.redirectUris.includes(redirectUri)
      : /^https?:\/\//.test(redirectUri);
    if (!registered) return page(res, 400, 'INVALID_CLIENT: Invalid redirect URI', '');
    if (q.get('response_type') !== 'code') return page(res, 400, 'unsupported_response_type', '');
    if (q.get('code_challenge_method') !== 'S256' || !q.get('code_challenge')) {
      return page(res, 400, 'invalid_request: code_challenge required (S256)', '');
    }
    const id = random('req-');
    pending.set(id, { redirectUri, state: q.get('state') ?? '', challenge: q.get('code_challenge') ?? '' });
    return page(
      res,
      200,
      'Authorize Classmint to connect to Spotify',
      `<p>Classmint would like to control playback and manage playlists of ${escape(state.user.display_name)}.</p>` +
        `<form method="post" action="/authorize/decision"><input type="hidden" name="request" value="${id}">` +
        `<button type="submit" name="decision" value="agree">Agree</button> ` +
        `<button type="submit" name="decision" value="cancel">Cancel</button></form>`,
    );
  }

  /** POST /authorize/decision: back to the app with a code, or with error=access_denied. */
  function decide(form: URLSearchParams, res: ServerResponse) {
    const request = pending.get(form.get('request') ?? '');
    if (!request) return page(res, 400, 'This authorization request has expired', '');
    pending.delete(form.get('request') ?? '');
    const back = new URL(request.redirectUri);
    if (form.get('decision') === 'agree') {
      const code = random('fake-code-');
      codes.set(code, { ...request, at: Date.now(), used: false });
      back.searchParams.set('code', code);
    } else {
      back.searchParams.set('error', 'access_denied');
    }
    back.searchParams.set('state', request.state);
    res.writeHead(303, { location: back.toString() });
    res.end();
  }

  /** POST /api/token: the authorization code (with the PKCE verifier) or a refresh token. */
  function token(req: IncomingMessage, form: URLSearchParams, res: ServerResponse) {
    const basic = /^Basic (.+)$/.exec(req.headers.authorization ?? '');
    const [id, secret] = basic
      ? Buffer.from(basic[1] ?? '', 'base64')
          .toString('utf8')
          .split(':')
      : [form.get('client_id'), form.get('client_secret')];
    if (id !== options.clientId || secret !== options.clientSecret) {
      return json(res, 400, { error: 'invalid_client', error_description: 'Invalid client' });
    }
    const grantType = form.get('grant_type') ?? '';
    state.tokenRequests.push({ grantType });
    if (grantType === 'authorization_code') {
      const code = codes.get(form.get('code') ?? '');
      if (!code || code.used || Date.now() - code.at > CODE_LIFETIME_MS) {
        return json(res, 400, { error: 'invalid_grant', error_description: 'Invalid authorization code' });
      }
      code.used = true;
      if (form.get('redirect_uri') !== code.redirectUri) {
        return json(res, 400, { error: 'invalid_grant', error_description: 'Invalid redirect URI' });
      }
      const challenge = createHash('sha256')
        .update(form.get('code_verifier') ?? '')
        .digest('base64url');
      if (challenge !== code.challenge) {
        return json(res, 400, { error: 'invalid_grant', error_description: 'code_verifier was incorrect' });
      }
      return json(res, 200, issueTokens(true));
    }
    if (grantType === 'refresh_token') {
      if (!refreshTokens.has(form.get('refresh_token') ?? '')) {
        return json(res, 400, { error: 'invalid_grant', error_description: 'Invalid refresh token' });
      }
      // Spotify may or may not send a new refresh token; this fake keeps the old one working.
      return json(res, 200, issueTokens(false));
    }
    return json(res, 400, { error: 'unsupported_grant_type', error_description: `grant_type: ${grantType}` });
  }

  /** The Web API's check of `Authorization: Bearer`: null when fine, else Spotify's 401 message. */
  function bearerProblem(header: string | undefined): string | null {
    const bearer = /^Bearer (.+)$/.exec(header ?? '');
    if (!bearer) return 'No token provided';
    const known = accessTokens.get(bearer[1] ?? '');
    if (!known || known.revoked) return 'Invalid access token';
    if (Date.now() >= known.expiresAt) return 'The access token expired';
    return null;
  }

  return {
    authorize,
    decide,
    token,
    bearerProblem,
    /** Every access token issued so far now answers 'The access token expired'. */
    expireAccessTokens() {
      for (const known of accessTokens.values()) known.expiresAt = 0;
    },
    revokeRefreshTokens() {
      refreshTokens.clear();
    },
    /** The tokens handed out (a test checks none of them leaks). */
    issued: () => [...accessTokens.keys(), ...refreshTokens],
  };
}
