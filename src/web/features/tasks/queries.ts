import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { deleteTask, listTasks, updateTask } from '../../../shared/api/tasks';
import { callApi } from '../../api/client';
import { courseKeys, ledgerKeys, taskKeys } from '../../api/query-keys';

export type TTaskUpdateValues = { title?: string; totalPoints?: number; multiplier?: number };

/** GET /api/tasks?courseId=: the course's assignments (Manage Assignments, Assignment Data). */
export function useTasks(courseId: string | null) {
  return useQuery({
    queryKey: taskKeys.list(courseId ?? ''),
    queryFn: async () => (await callApi(listTasks, { query: { courseId: courseId ?? '' } })).tasks,
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
      callApi(updateTask, { params: { slug }, body: { task } }),
    onSuccess: () => refreshAfterTaskChange(queryClient),
  });
}

export function useDeleteTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (slug: string) => callApi(deleteTask, { params: { slug } }),
    onSuccess: () => refreshAfterTaskChange(queryClient),
  });
}
