import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getRetention, updateRetention } from '../../../shared/api/retention';
import type { TRetention } from '../../../shared/retention';
import { callApi } from '../../api/client';
import { retentionKeys } from '../../api/query-keys';

/** GET /api/admin/retention (P43). */
export function useRetention() {
  return useQuery({
    queryKey: retentionKeys.all,
    queryFn: async () => (await callApi(getRetention, {})).retention,
  });
}

export function useSaveRetention() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (retention: TRetention) => (await callApi(updateRetention, { body: { retention } })).retention,
    onSuccess: (saved) => queryClient.setQueryData(retentionKeys.all, saved),
  });
}
