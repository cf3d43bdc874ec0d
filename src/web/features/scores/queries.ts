import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TScoreImport, TScoreImportResult, TTask } from '../../../shared/assessments';
import type { TStudentSummary } from '../../../shared/courses';
import type { TEconomy, TStudentAccount } from '../../../shared/ledger';
import { api } from '../../api/client';
import { ledgerKeys, taskKeys } from '../../api/query-keys';

export type TTaskScore = { _id: string; value: number; points: number; student: TStudentSummary };
export type TTaskScores = { task: TTask; scores: TTaskScore[] };

/** GET /api/scores?username=: one student's totals and transactions, newest first. */
export function useStudentAccount(username: string | null) {
  return useQuery({
    queryKey: ledgerKeys.account(username ?? ''),
    queryFn: () => api.get<TStudentAccount>(`/scores?username=${encodeURIComponent(username ?? '')}`),
    enabled: username !== null && username !== '',
  });
}

/** GET /api/scores/all: every active student of the teacher with totals and the sums. */
export function useEconomy(enabled: boolean) {
  return useQuery({
    queryKey: ledgerKeys.economy(),
    queryFn: () => api.get<TEconomy>('/scores/all'),
    enabled,
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
