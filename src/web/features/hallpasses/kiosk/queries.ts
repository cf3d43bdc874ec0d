import { useQuery } from '@tanstack/react-query';
import { listPasses } from '../../../../shared/api/passes';
import { callApi } from '../../../api/client';
import { hallpassKeys } from '../../../api/query-keys';
import { KIOSK_LOOKBACK_MS } from './kiosk-passes';

/** The board's safety net: live events refresh it at once; this catches anything they missed. */
export const KIOSK_REFETCH_MS = 60_000;

/**
 * The passes that may be on the board (the last hours only, `?since=`), of one course or all the
 * teacher's. The `passes` live event refreshes it (everything under hallpassKeys.all).
 */
export function useKioskPasses(courseId: string | null, enabled: boolean) {
  return useQuery({
    queryKey: hallpassKeys.kiosk(courseId),
    queryFn: async () => {
      const since = new Date(Date.now() - KIOSK_LOOKBACK_MS).toISOString();
      return (await callApi(listPasses, { query: { courseId: courseId ?? undefined, since } })).passes;
    },
    enabled,
    refetchInterval: KIOSK_REFETCH_MS,
  });
}
