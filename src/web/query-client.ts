import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api/api-error';
import { authKeys } from './api/query-keys';
import { noteSessionEnded } from './features/auth/session-end';

/**
 * One client for the app. Any call answered 401 means the session ended (logout elsewhere, a
 * password change, expiry): forgetting the user sends the router to /login. A 403 about the
 * account means the student was suspended meanwhile: refetching the user shows the notice.
 */
export function createQueryClient(): QueryClient {
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: (error) => reactToSessionErrors(queryClient, error) }),
    mutationCache: new MutationCache({ onError: (error) => reactToSessionErrors(queryClient, error) }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) =>
          !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failureCount < 2,
      },
      mutations: { retry: false },
    },
  });
  return queryClient;
}

function reactToSessionErrors(queryClient: QueryClient, error: Error): void {
  if (!(error instanceof ApiError)) return;
  if (error.status === 401 && queryClient.getQueryData(authKeys.currentUser())) {
    noteSessionEnded();
    queryClient.setQueryData(authKeys.currentUser(), null);
  } else if (error.status === 403 && 'account' in error.errors) {
    void queryClient.invalidateQueries({ queryKey: authKeys.currentUser() });
  }
}
