import { randomInt } from 'node:crypto';
import { TYPED_CODE_ALPHABET, TYPED_CODE_LENGTH } from '../../shared/typed-codes';

/** A new code to type (a kiosk's, a substitute's): random characters from the alphabet that reads back. */
export function newTypedCode(): string {
  let code = '';
  for (let i = 0; i < TYPED_CODE_LENGTH; i++) code += TYPED_CODE_ALPHABET[randomInt(TYPED_CODE_ALPHABET.length)];
  return code;
}
