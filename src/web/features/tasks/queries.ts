import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { TTask } from '../../../shared/assessments';
import { api } from '../../api/client';
import { courseKeys, ledgerKeys, taskKeys } from '../../api/query-keys';

export type TTaskUpdateValues = { title?: string; totalPoints?: number; multiplier?: number };

const path = (value: string) => encodeURIComponent(value);

/** GET /api/tasks?courseId=: the course's assignments (Manage Assignments, Assignment Data). */
export function useTasks(courseId: string | null) {
  return useQuery({
    queryKey: taskKeys.list(courseId ?? ''),
    queryFn: async () => (await api.get<{ tasks: TTask[] }>(`/tasks?courseId=${encodeURIComponent(courseId ?? '')}`)).tasks,
    enabled: courseId !== null && courseId !== '',
  });
}

/** An assignment change moves its scores, the course lists and every balance that counts it. */
function refreshAfterTaskChange(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: taskKeys.all }),
    queryClient.invalidateQueries({ queryKey: courseKeys.all }),
    queryClient.invalidateQueries({ queryKey: ledgerKeys.all }),
  ]);
}

export function useUpdateTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ slug, task }: { slug: string; task: TTaskUpdateValues }) =>
      api.put<{ task: TTask }>(`/tasks/${path(slug)}`, { task }),
    onSuccess: () => refreshAfterTaskChange(queryClient),
  });
}

export function useDeleteTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (slug: string) => api.delete<void>(`/tasks/${path(slug)}`),
    onSuccess: () => refreshAfterTaskChange(queryClient),
  });
}
