import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TScoreImport, TScoreImportResult, TTask } from '../../../shared/assessments';
import type { TStudentSummary } from '../../../shared/courses';
import { api } from '../../api/client';
import { ledgerKeys } from '../ledger/queries';

export const taskKeys = {
  all: ['tasks'] as const,
  list: (courseId: string) => [...taskKeys.all, 'list', courseId] as const,
  scores: (taskId: string) => [...taskKeys.all, 'scores', taskId] as const,
};

export type TTaskScore = { _id: string; value: number; points: number; student: TStudentSummary };
export type TTaskScores = { task: TTask; scores: TTaskScore[] };

/** GET /api/tasks?courseId=: the course's assignments. */
export function useTasks(courseId: string | null) {
  return useQuery({
    queryKey: taskKeys.list(courseId ?? ''),
    queryFn: async () => (await api.get<{ tasks: TTask[] }>(`/tasks?courseId=${encodeURIComponent(courseId ?? '')}`)).tasks,
    enabled: courseId !== null && courseId !== '',
  });
}

/** GET /api/scores/task?taskId=: every score of one assignment. */
export function useTaskScores(taskId: string | null) {
  return useQuery({
    queryKey: taskKeys.scores(taskId ?? ''),
    queryFn: () => api.get<TTaskScores>(`/scores/task?taskId=${encodeURIComponent(taskId ?? '')}`),
    enabled: taskId !== null && taskId !== '',
  });
}

/** PUT /api/scores/{id}: a corrected score changes the student's assessment points. */
export function useUpdateScore() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, value }: { id: string; value: number }) =>
      api.put<{ score: { _id: string; value: number; points: number } }>(`/scores/${encodeURIComponent(id)}`, { score: { value } }),
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
    mutationFn: (data: TScoreImport) => api.post<TScoreImportResult>('/scores/import?preview=true', { data }),
  });
}

/** POST /api/scores/import: one transaction; re-importing the same file changes nothing (P12, P24). */
export function useImportScores() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (data: TScoreImport) => api.post<TScoreImportResult>('/scores/import', { data }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: taskKeys.all }),
        queryClient.invalidateQueries({ queryKey: ledgerKeys.all }),
      ]),
  });
}
