import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TNotification } from '../../../shared/notifications';
import { clearNotifications, listNotifications } from '../../../shared/api/notifications';
import { callApi } from '../../api/client';
import { notificationKeys } from '../../api/query-keys';

/** GET /api/notifications: the signed-in person's in-app notifications. */
export function notificationsQuery() {
  return queryOptions({
    queryKey: notificationKeys.all,
    queryFn: async () => (await callApi(listNotifications)).notifications,
  });
}

export function useNotifications() {
  return useQuery(notificationsQuery());
}

/** DELETE /api/notifications?upTo=: done when the notification center closes (seed 000 section 7). */
export function useClearNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    // Only up to the newest one shown: one that arrived while the list was open stays for next time.
    mutationFn: (upTo: string) => callApi(clearNotifications, { query: { upTo } }),
    onSuccess: (_answer, upTo) =>
      queryClient.setQueryData<TNotification[]>(notificationKeys.all, (shown) =>
        shown?.filter((notification) => notification.createdAt > upTo),
      ),
  });
}
