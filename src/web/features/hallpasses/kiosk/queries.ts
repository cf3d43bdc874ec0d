import { useQuery } from '@tanstack/react-query';
import { isStaffEmergency } from '../../../../shared/hall-emergency';
import { listPasses, readEmergency } from '../../../../shared/api/passes';
import { callApi } from '../../../api/client';
import { hallpassKeys } from '../../../api/query-keys';
import { KIOSK_LOOKBACK_MS } from './kiosk-passes';

/** The board's safety net: live events refresh it at once; this catches anything they missed. */
export const KIOSK_REFETCH_MS = 60_000;

/**
 * The passes that may be on the board (the last hours only, `?since=`), of one course or all the
 * teacher's, with the emergency (P50): whether it is on and which passes it ended, so a pass that
 * leaves the board is worded against the emergency that ended it (issue 42). The emergency is read
 * after the passes: a pass seen ended by an emergency is never read with the emergency still off.
 * The `passes` live event refreshes it (everything under hallpassKeys.all).
 */
export function useKioskBoard(courseId: string | null, enabled: boolean) {
  return useQuery({
    queryKey: hallpassKeys.kiosk(courseId),
    queryFn: async () => {
      const since = new Date(Date.now() - KIOSK_LOOKBACK_MS).toISOString();
      const { passes } = await callApi(listPasses, { query: { courseId: courseId ?? undefined, since } });
      const { emergency } = await callApi(readEmergency);
      return { passes, emergency: isStaffEmergency(emergency) ? emergency : { on: emergency.on, out: [] } };
    },
    enabled,
    refetchInterval: KIOSK_REFETCH_MS,
  });
}
