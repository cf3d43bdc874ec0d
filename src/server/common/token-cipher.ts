import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const ALGORITHM = 'aes-256-gcm';
const IV_BYTES = 12;
const TAG_BYTES = 16;
/** Stored values start with the format's version, so a later change of scheme can read old rows. */
const VERSION = 'v1';

/**
 * Seals secrets for the database: a teacher's Spotify tokens (issue 10: "encrypted at rest"), a
 * started school sign-in's nonce and PKCE verifier (P46). AES-256-GCM with a fresh 96-bit nonce per
 * value and what the value belongs to (the teacher's id, the browser's sign-in value) as associated
 * data, so a sealed value copied onto another row does not open there. The key comes from
 * configuration and never from the database, so a stolen backup alone reveals nothing.
 */
export function createTokenCipher(key: Buffer) {
  if (key.length !== 32) throw new Error('the token key must be 32 bytes (AES-256)');
  return {
    seal(plain: string, teacherId: string): string {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv(ALGORITHM, key, iv, { authTagLength: TAG_BYTES });
      cipher.setAAD(Buffer.from(teacherId, 'utf8'));
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [
        VERSION,
        iv.toString('base64url'),
        body.toString('base64url'),
        cipher.getAuthTag().toString('base64url'),
      ].join('.');
    },
    /** The plain value, or null when it was altered, sealed for someone else or under another key. */
    open(sealed: string, teacherId: string): string | null {
      const [version, iv, body, tag] = sealed.split('.');
      if (version !== VERSION || !iv || body === undefined || !tag) return null;
      try {
        const decipher = createDecipheriv(ALGORITHM, key, Buffer.from(iv, 'base64url'), { authTagLength: TAG_BYTES });
        decipher.setAAD(Buffer.from(teacherId, 'utf8'));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
      } catch {
        return null;
      }
    },
  };
}
export type TokenCipher = ReturnType<typeof createTokenCipher>;

/**
 * The key from its configured text: 64 hex digits or 32 bytes in base64 (`openssl rand -base64 32`).
 * Null for anything else, so the start can say exactly what is wrong.
 */
export function parseTokenKey(text: string): Buffer | null {
  const trimmed = text.trim();
  if (/^[0-9a-fA-F]{64}$/.test(trimmed)) return Buffer.from(trimmed, 'hex');
  if (/^[A-Za-z0-9+/_-]{43}=?$/.test(trimmed)) {
    const bytes = Buffer.from(trimmed.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
    return bytes.length === 32 ? bytes : null;
  }
  return null;
}
