import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { importScores, taskScores, updateScore } from '../../../shared/api/scores';
import { listTasks } from '../../../shared/api/tasks';
import type { TScoreImport } from '../../../shared/assessments';
import { callApi } from '../../api/client';
import { ledgerKeys } from '../ledger/queries';

export type { TTaskScore } from '../../../shared/assessments';

export const taskKeys = {
  all: ['tasks'] as const,
  list: (courseId: string) => [...taskKeys.all, 'list', courseId] as const,
  scores: (taskId: string) => [...taskKeys.all, 'scores', taskId] as const,
};

/** GET /api/tasks?courseId=: the course's assignments. */
export function useTasks(courseId: string | null) {
  return useQuery({
    queryKey: taskKeys.list(courseId ?? ''),
    queryFn: async () => (await callApi(listTasks, { query: { courseId: courseId ?? '' } })).tasks,
    enabled: courseId !== null && courseId !== '',
  });
}

/** GET /api/scores/task?taskId=: every score of one assignment. */
export function useTaskScores(taskId: string | null) {
  return useQuery({
    queryKey: taskKeys.scores(taskId ?? ''),
    queryFn: () => callApi(taskScores, { query: { taskId: taskId ?? '' } }),
    enabled: taskId !== null && taskId !== '',
  });
}

/** PUT /api/scores/{id}: a corrected score changes the student's assessment points. */
export function useUpdateScore() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, value }: { id: string; value: number }) =>
      callApi(updateScore, { params: { id }, body: { score: { value } } }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: taskKeys.all }),
        queryClient.invalidateQueries({ queryKey: ledgerKeys.all }),
      ]),
  });
}

/** POST /api/scores/import?preview=true: what the import would change, saving nothing. */
export function usePreviewImport() {
  return useMutation({
    mutationFn: (data: TScoreImport) => callApi(importScores, { query: { preview: 'true' }, body: { data } }),
  });
}

/** POST /api/scores/import: one transaction; re-importing the same file changes nothing (P12, P24). */
export function useImportScores() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (data: TScoreImport) => callApi(importScores, { body: { data } }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: taskKeys.all }),
        queryClient.invalidateQueries({ queryKey: ledgerKeys.all }),
      ]),
  });
}
