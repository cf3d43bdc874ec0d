import { createHash, randomInt } from 'node:crypto';
import { KIOSK_CODE_ALPHABET, KIOSK_CODE_LENGTH, normaliseKioskCode } from '../../../../shared/kiosks';

/** A new kiosk code: random characters from an alphabet that reads back without doubt. */
export function newKioskCode(): string {
  let code = '';
  for (let i = 0; i < KIOSK_CODE_LENGTH; i++) code += KIOSK_CODE_ALPHABET[randomInt(KIOSK_CODE_ALPHABET.length)];
  return code;
}

/** What the table keeps of a code: its hash, so a leaked table opens no kiosk. */
export function hashKioskCode(code: string): string {
  return createHash('sha256')
    .update(`kiosk:${normaliseKioskCode(code)}`)
    .digest('hex');
}

/** The kiosk session's cookie (HttpOnly): a random token whose hash is in kiosk_sessions. */
export const KIOSK_COOKIE = 'classmint_kiosk';
