import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TCurrentUser } from '../../../shared/user';
import { ApiError } from '../../api/api-error';
import { session } from '../../../shared/api/account';
import { signInOptions } from '../../../shared/api/auth';
import { callApi } from '../../api/client';
import { authKeys } from '../../api/query-keys';
import { noteSessionEnded } from './session-end';

/**
 * GET /api/session: the signed-in user, or null when nobody is. Unlike GET /api/user it answers
 * 200 for nobody, so loading the login page logs no failed request in the console. A 401 also
 * means nobody.
 */
export async function fetchCurrentUser(): Promise<TCurrentUser | null> {
  try {
    const { user } = await callApi(session);
    return user;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export function currentUserQuery() {
  return queryOptions({
    queryKey: authKeys.currentUser(),
    queryFn: async ({ client }) => {
      const user = await fetchCurrentUser();
      // Someone was signed in and nobody is now: their session ended while the app was open.
      if (user === null && client.getQueryData(authKeys.currentUser())) noteSessionEnded();
      return user;
    },
    staleTime: 60_000,
    // A suspension or a logout elsewhere shows up when the student comes back to the tab.
    refetchOnWindowFocus: true,
  });
}

export function useCurrentUser() {
  return useQuery(currentUserQuery());
}

/**
 * GET /api/auth/options: the school's provider (P46) and who may use a password. Asked beside the
 * session as the login page opens; it doesn't change while the server runs.
 */
export function useSignInOptions() {
  return useQuery({
    queryKey: authKeys.signInOptions(),
    queryFn: async () => (await callApi(signInOptions)).signIn,
    staleTime: Infinity,
    retry: 1,
  });
}
