import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TScoreImport } from '../../../shared/assessments';
import { economy, importScores, studentAccount, taskScores, updateScore } from '../../../shared/api/scores';
import { useActingCourse } from '../../api/acting-course';
import { callApi } from '../../api/client';
import { ledgerKeys, taskKeys } from '../../api/query-keys';

export type { TTaskScore } from '../../../shared/assessments';

/** GET /api/scores?username=: one student's totals and transactions, newest first. */
export function studentAccountQuery(username: string) {
  return queryOptions({
    queryKey: ledgerKeys.account(username),
    queryFn: () => callApi(studentAccount, { query: { username } }),
  });
}

export function useStudentAccount(username: string | null) {
  return useQuery({ ...studentAccountQuery(username ?? ''), enabled: username !== null && username !== '' });
}

/** GET /api/scores/all: every active student of the teacher with totals and the sums. */
export function useEconomy(enabled: boolean) {
  return useQuery({
    queryKey: ledgerKeys.economy(),
    queryFn: () => callApi(economy),
    enabled,
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
  const { headers } = useActingCourse();
  return useMutation({
    mutationFn: (data: TScoreImport) => callApi(importScores, { query: { preview: 'true' }, body: { data }, headers }),
  });
}

/** POST /api/scores/import: one transaction; re-importing the same file changes nothing (P12, P24). */
export function useImportScores() {
  const queryClient = useQueryClient();
  const { headers } = useActingCourse();
  return useMutation({
    mutationFn: (data: TScoreImport) => callApi(importScores, { body: { data }, headers }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: taskKeys.all }),
        queryClient.invalidateQueries({ queryKey: ledgerKeys.all }),
      ]),
  });
}
