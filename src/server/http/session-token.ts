import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits: opaque, unguessable, and meaningless without the server's table (P3). */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export const SESSION_COOKIE = 'classmint_session';

/** Reads `Authorization: Token <token>` (the catalogue's form; `Bearer` is accepted too). */
export function tokenFromAuthorizationHeader(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^(?:Token|Bearer)\s+([A-Za-z0-9_-]{16,200})$/.exec(header.trim());
  return match?.[1] ?? null;
}
