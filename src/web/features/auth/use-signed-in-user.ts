import type { TCurrentUser } from '../../../shared/user';
import { useCurrentUser } from './queries';

/**
 * The current user inside the signed-in part of the app, where RequireAuth has already made sure
 * there is one.
 */
export function useSignedInUser(): TCurrentUser {
  const { data } = useCurrentUser();
  if (!data) throw new Error('useSignedInUser is used outside the signed-in routes');
  return data;
}
