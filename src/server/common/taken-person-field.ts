import { violatedUniqueIndex } from '../db/errors';

/**
 * Which of a person's unique fields a failed insert or update of `users` wanted from someone else:
 * the e-mail (one person per address, P46) or the username (P7, P40). Null for any other failure.
 * The unique indexes decide, so two admins saving one address at once can't both succeed.
 */
export function takenPersonField(error: unknown): 'username' | 'email' | null {
  const index = violatedUniqueIndex(error);
  if (index === null) return null;
  return index === 'users_email_lower_idx' ? 'email' : 'username';
}
