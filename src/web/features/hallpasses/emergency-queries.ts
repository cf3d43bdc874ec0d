import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { readEmergency, setEmergency } from '../../../shared/api/passes';
import { callApi } from '../../api/client';
import { hallpassKeys, ledgerKeys } from '../../api/query-keys';

/**
 * GET /api/passes/emergency (P50): under the passes' key, so the `passes` live event a switch
 * publishes to every page of the courses it covers refreshes it at once.
 */
export function useEmergency(enabled = true) {
  return useQuery({
    queryKey: hallpassKeys.emergency(),
    queryFn: async () => (await callApi(readEmergency)).emergency,
    enabled,
  });
}

/** PUT /api/passes/emergency: ends or refunds passes, so every pass and balance shown refreshes. */
export function useSetEmergency() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (on: boolean) => callApi(setEmergency, { body: { emergency: { on } } }),
    onSuccess: async (answer) => {
      queryClient.setQueryData(hallpassKeys.emergency(), answer.emergency);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: hallpassKeys.all }),
        queryClient.invalidateQueries({ queryKey: ledgerKeys.all }),
      ]);
    },
  });
}
