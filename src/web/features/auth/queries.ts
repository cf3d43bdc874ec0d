import { useQuery } from '@tanstack/react-query';
import type { TCurrentUser } from '../../../shared/user';
import { ApiError } from '../../api/api-error';
import { api } from '../../api/client';

export const authKeys = {
  all: ['auth'] as const,
  currentUser: () => [...authKeys.all, 'current-user'] as const,
};

/** GET /api/user; a 401 is not an error here, it means nobody is signed in (null). */
export async function fetchCurrentUser(): Promise<TCurrentUser | null> {
  try {
    const { user } = await api.get<{ user: TCurrentUser }>('/user');
    return user;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export function useCurrentUser() {
  return useQuery({
    queryKey: authKeys.currentUser(),
    queryFn: fetchCurrentUser,
    staleTime: 60_000,
    // A suspension or a logout elsewhere shows up when the student comes back to the tab.
    refetchOnWindowFocus: true,
  });
}
