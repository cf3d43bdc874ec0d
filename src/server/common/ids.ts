/** Whether a string can be a row id; anything else cannot match a row and is simply "not found". */
export function isUuid(value: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
}

/** A reference the API accepts either as an id or as an object carrying `_id` (seed 001 section 7). */
export const idOf = (ref: string | { _id: string }): string => (typeof ref === 'string' ? ref : ref._id);
