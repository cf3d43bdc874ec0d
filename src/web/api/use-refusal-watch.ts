import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

/**
 * Calls `act` whenever a query or an action of the page fails with an error `matches` picks: a
 * page that must leave a state the server no longer grants (a substitute's ended code, a course no
 * longer shared) learns it from whichever of its calls hears it first. Pass stable functions
 * (module-level, or `useCallback`): the caches are subscribed to again when either changes.
 */
export function useRefusalWatch(
  matches: (error: unknown, key: readonly unknown[] | undefined) => boolean,
  act: () => void,
): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const heard = (error: unknown, key: readonly unknown[] | undefined) => {
      if (matches(error, key)) act();
    };
    const queries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') heard(event.action.error, event.query.queryKey);
    });
    const mutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error')
        heard(event.action.error, event.mutation.options.mutationKey);
    });
    return () => {
      queries();
      mutations();
    };
  }, [queryClient, matches, act]);
}
