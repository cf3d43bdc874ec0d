/**
 * Codes a person types from paper or a screen: a kiosk's (P49), a substitute's (P60). Ten
 * characters (about 49 bits) from an alphabet without 0/O, 1/I/L or U, so they read back and type
 * without doubt, shown as two groups of five: `K7QXM-2PA9F`.
 */
export const TYPED_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTVWXYZ23456789';
export const TYPED_CODE_LENGTH = 10;

/** A code as typed or taken from an address: case, spaces and the dash don't matter. */
export function normaliseTypedCode(code: string): string {
  return code.toUpperCase().replace(/[\s-]/g, '');
}

/** `K7QXM2PA9F` → `K7QXM-2PA9F`. */
export function formatTypedCode(code: string): string {
  const plain = normaliseTypedCode(code);
  return `${plain.slice(0, 5)}-${plain.slice(5)}`;
}
