import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits: opaque, unguessable, and meaningless without the server's table (P3). */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export const SESSION_COOKIE = 'classmint_session';

/**
 * A substitute's session token (P60) starts with this, so a request finds it in its own table
 * without first asking the sessions table; the `/sub` page keeps it in its own HttpOnly cookie.
 */
export const SUBSTITUTE_TOKEN_PREFIX = 'sub_';
export const SUBSTITUTE_COOKIE = 'classmint_substitute';

export function newSubstituteToken(): string {
  return `${SUBSTITUTE_TOKEN_PREFIX}${newSessionToken()}`;
}

export const isSubstituteToken = (token: string): boolean => token.startsWith(SUBSTITUTE_TOKEN_PREFIX);

/** Reads `Authorization: Token <token>` (the catalogue's form; `Bearer` is accepted too). */
export function tokenFromAuthorizationHeader(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^(?:Token|Bearer)\s+([A-Za-z0-9_-]{16,200})$/.exec(header.trim());
  return match?.[1] ?? null;
}
