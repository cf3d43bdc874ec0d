import { createHash } from 'node:crypto';
import { normaliseTypedCode } from '../../../../shared/typed-codes';

/** What the table keeps of a code: its hash, so a leaked table opens no kiosk. */
export function hashKioskCode(code: string): string {
  return createHash('sha256')
    .update(`kiosk:${normaliseTypedCode(code)}`)
    .digest('hex');
}

/** The kiosk session's cookie (HttpOnly): a random token whose hash is in kiosk_sessions. */
export const KIOSK_COOKIE = 'classmint_kiosk';
