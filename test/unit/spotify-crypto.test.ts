import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { challengeOf, newPkcePair, newState } from '../../src/server/integrations/spotify/pkce';
import { createTokenCipher, parseTokenKey } from '../../src/server/common/token-cipher';

const TEACHER = '7b0d3f52-3c1e-4c55-9a3e-1f3f0a7c2b11';
const OTHER_TEACHER = '0e5c1a8e-6f0b-4a63-8d3d-7e2a9c4b5d60';

describe('Spotify token cipher (AES-256-GCM, the teacher as associated data)', () => {
  const cipher = createTokenCipher(randomBytes(32));

  it('opens what it sealed, and never shows the token in the sealed text', () => {
    const token = 'BQD-access-token-0123456789';
    const sealed = cipher.seal(token, TEACHER);
    expect(sealed).not.toContain(token);
    expect(sealed.startsWith('v1.')).toBe(true);
    expect(cipher.open(sealed, TEACHER)).toBe(token);
    // A fresh nonce each time: the same token seals differently.
    expect(cipher.seal(token, TEACHER)).not.toBe(sealed);
  });

  it("refuses a value moved to another teacher's row, altered, or sealed under another key", () => {
    const sealed = cipher.seal('refresh-token', TEACHER);
    expect(cipher.open(sealed, OTHER_TEACHER)).toBeNull();
    const [version, iv, body, tag] = sealed.split('.') as [string, string, string, string];
    const flipped = Buffer.from(body, 'base64url');
    flipped[0] = (flipped[0] ?? 0) ^ 1;
    expect(cipher.open([version, iv, flipped.toString('base64url'), tag].join('.'), TEACHER)).toBeNull();
    expect(createTokenCipher(randomBytes(32)).open(sealed, TEACHER)).toBeNull();
    expect(cipher.open('not sealed', TEACHER)).toBeNull();
    expect(cipher.open('v2.a.b.c', TEACHER)).toBeNull();
  });

  it('reads the key as 64 hex digits or base64 of 32 bytes, and nothing else', () => {
    const key = randomBytes(32);
    expect(parseTokenKey(key.toString('hex'))?.equals(key)).toBe(true);
    expect(parseTokenKey(key.toString('base64'))?.equals(key)).toBe(true);
    expect(parseTokenKey(key.toString('base64url'))?.equals(key)).toBe(true);
    expect(parseTokenKey('too short')).toBeNull();
    expect(parseTokenKey(randomBytes(16).toString('hex'))).toBeNull();
    expect(() => createTokenCipher(randomBytes(16))).toThrow(/32 bytes/);
  });
});

describe('PKCE (RFC 7636, S256) and the state', () => {
  it("matches the RFC's worked example", () => {
    // RFC 7636 appendix B.
    expect(challengeOf('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).toBe(
      'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    );
  });

  it('makes verifiers of allowed length and characters, each new', () => {
    const a = newPkcePair();
    const b = newPkcePair();
    expect(a.verifier).toMatch(/^[A-Za-z0-9._~-]{43,128}$/);
    expect(a.challenge).toBe(challengeOf(a.verifier));
    expect(a.verifier).not.toBe(b.verifier);
    expect(newState()).not.toBe(newState());
    expect(newState()).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});
