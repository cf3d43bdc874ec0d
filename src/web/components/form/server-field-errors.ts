import { errorLine } from '../../../shared/errors';
import type { TFieldErrors } from '../../../shared/errors';
import { errorsOf } from '../../api/api-error';

/**
 * A refusal's messages for fields the form shows, worded to stand under the field on their own
 * ('Period is already used by another course'), so the dialog can put them there.
 */
export function fieldMessagesOf<K extends string>(error: unknown, fields: readonly K[]): Partial<Record<K, string>> {
  const errors = errorsOf(error);
  const messages: Partial<Record<K, string>> = {};
  for (const field of fields) {
    const list = errors[field];
    if (!list || list.length === 0) continue;
    const sentence = list.map((message) => errorLine(field, message)).join('; ');
    messages[field] = sentence.charAt(0).toUpperCase() + sentence.slice(1);
  }
  return messages;
}

/** The refusal without the keys shown on fields, for the ErrorList; null when nothing is left. */
export function errorsBesideFields(error: unknown, fields: readonly string[]): TFieldErrors | null {
  if (error === null || error === undefined) return null;
  const rest = Object.fromEntries(Object.entries(errorsOf(error)).filter(([key]) => !fields.includes(key)));
  return Object.keys(rest).length > 0 ? rest : null;
}
