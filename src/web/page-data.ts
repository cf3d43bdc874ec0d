import type { QueryClient } from '@tanstack/react-query';
import type { TCurrentUser } from '../shared/user';
import { currentUserQuery } from './features/auth/queries';
import { coursesQuery } from './features/courses/queries';
import { notificationsQuery } from './features/notifications/queries';
import { studentAccountQuery } from './features/scores/queries';
import { productsQuery } from './features/store/queries';

/** What an address's page asks the server for first, started for the signed-in user. */
const FIRST_DATA_BY_PATH: Record<string, (queryClient: QueryClient, user: TCurrentUser) => void> = {
  // A student's notifications are on the account page (P32).
  '/student/account': (queryClient, user) => {
    if (user.role !== 'student') return;
    void queryClient.prefetchQuery(studentAccountQuery(user.username));
    void queryClient.prefetchQuery(notificationsQuery());
  },
  '/student/store': (queryClient, user) => {
    if (user.role === 'student') void queryClient.prefetchQuery(productsQuery());
  },
  // A teacher's notifications are behind the bell of the top bar (P32).
  '/teacher/accounts': (queryClient, user) => {
    if (user.role !== 'teacher') return;
    void queryClient.prefetchQuery(coursesQuery());
    void queryClient.prefetchQuery(notificationsQuery());
  },
};

/**
 * Asks for the data of the page opened directly as soon as the session answers, into the cache the
 * page reads, instead of when the page's scripts have arrived and it first renders: one round trip
 * less before a student sees their points (issue 11). Page changes inside the app need nothing of
 * this: their scripts and data are asked for as the page renders, as before.
 */
export async function prefetchPageData(queryClient: QueryClient, pathname: string): Promise<void> {
  const start = FIRST_DATA_BY_PATH[pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname];
  if (!start) return;
  const user = await queryClient.fetchQuery(currentUserQuery()).catch(() => null);
  if (user && !user.dropped) start(queryClient, user);
}
