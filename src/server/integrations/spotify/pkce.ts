import { createHash, randomBytes } from 'node:crypto';

/**
 * Proof Key for Code Exchange (RFC 7636) with S256, as Spotify's authorization code flow takes it:
 * the verifier stays on the server with the state; only its SHA-256 challenge travels in the
 * browser's address bar, so an intercepted code is useless without the verifier.
 */
export function newPkcePair(): { verifier: string; challenge: string } {
  // 64 random bytes give an 86-character verifier, inside RFC 7636's 43 to 128.
  const verifier = randomBytes(64).toString('base64url');
  return { verifier, challenge: challengeOf(verifier) };
}

/** BASE64URL(SHA256(verifier)), without padding. */
export function challengeOf(verifier: string): string {
  return createHash('sha256').update(verifier, 'ascii').digest('base64url');
}

/** The single-use state that ties Spotify's redirect back to the teacher who started it (P39). */
export function newState(): string {
  return randomBytes(32).toString('base64url');
}
