import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { listPasses, passReport } from '../../../shared/api/passes';
import { callApi } from '../../api/client';
import { hallpassKeys } from '../../api/query-keys';

/**
 * GET /api/passes/report: a week (null: this week, the server's) of one course (null: all). The
 * week shown stays while the next one loads, so stepping through weeks doesn't flash a spinner.
 */
export function usePassReport(courseId: string | null, week: string | null) {
  return useQuery({
    queryKey: hallpassKeys.report(courseId, week),
    queryFn: async () =>
      (await callApi(passReport, { query: { courseId: courseId ?? undefined, week: week ?? undefined } })).report,
    placeholderData: keepPreviousData,
  });
}

/**
 * A destination's history: GET /api/passes narrowed on the server to the week and the destination,
 * so a year of passes is never downloaded for one week's few; the latest out first.
 */
export function useDestinationHistory(courseId: string | null, week: string, destination: string | null) {
  return useQuery({
    queryKey: hallpassKeys.history(courseId, week, destination ?? ''),
    queryFn: async () => {
      const { passes } = await callApi(listPasses, {
        query: { courseId: courseId ?? undefined, week, destination: destination ?? undefined },
      });
      const out = (iso: string | null) => (iso === null ? 0 : Date.parse(iso));
      return [...passes].sort((a, b) => out(b.startedAt) - out(a.startedAt));
    },
    enabled: destination !== null,
  });
}
