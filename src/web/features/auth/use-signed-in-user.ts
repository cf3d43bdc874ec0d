import { createContext, useContext } from 'react';
import type { TCurrentUser } from '../../../shared/user';

/**
 * The signed-in user, provided by RequireAuth (and the signed-in not-found page). Read from context
 * rather than from the query, so that when a session ends mid-session (a 401 sets the user to null)
 * a page that React renders once more while it leaves still has the user it was opened for,
 * instead of throwing and leaving a blank screen; RequireAuth then sends the browser to /login.
 */
export const SignedInUserContext = createContext<TCurrentUser | null>(null);

/** The current user inside the signed-in part of the app, where RequireAuth provides one. */
export function useSignedInUser(): TCurrentUser {
  const user = useContext(SignedInUserContext);
  if (!user) throw new Error('useSignedInUser is used outside the signed-in routes');
  return user;
}
