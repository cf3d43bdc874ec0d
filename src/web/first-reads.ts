import type { QueryClient } from '@tanstack/react-query';
import { firstReadsOf } from '../shared/first-data';
import { pageAt } from '../shared/pages';
import { askEarly } from './api/first-data';
import { currentUserQuery } from './features/auth/queries';

/**
 * The page the app is opened on asks for its first data (its `firstReads` in the route list) as
 * soon as the session answers, while its code is still on its way, when the server could not send
 * it with the HTML (no session cookie yet, a slow read): one round trip less before a student
 * sees their points. Only that page: later pages read their data as they draw, through the query
 * cache, which may already hold it.
 */
export function askForFirstReads(queryClient: QueryClient, pathname: string): void {
  if (!pageAt(pathname)?.firstReads) return;
  queryClient.fetchQuery(currentUserQuery()).then(
    (user) => {
      if (user) askEarly(firstReadsOf(pathname, user));
    },
    // The page's own read of the session reports it.
    () => undefined,
  );
}
