import { useMutation, useMutationState, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { kioskEvents, kioskView, openKiosk, returnKioskPass, startKioskPass } from '../../../../shared/api/kiosks';
import { IDEMPOTENCY_HEADER, type TKioskView } from '../../../../shared/kiosks';
import { ApiError } from '../../../api/api-error';
import { callApi } from '../../../api/client';
import { followLiveStream } from '../../../api/live-stream';
import { browserHost } from '../../../api/live-updates';
import { hallpassKeys } from '../../../api/query-keys';

/** The board's safety net, as on the teacher's board: live events refresh it at once. */
const KIOSK_REFETCH_MS = 60_000;
/** A change the kiosk could not send is sent again after 1, 2, 4, then every 8 seconds. */
const retryDelay = (attempt: number) => Math.min(1_000 * 2 ** attempt, 8_000);

/** No answer at all, or the server (or the database behind it) away: worth sending again. */
export const isTransient = (error: unknown) => error instanceof ApiError && (error.status === 0 || error.status >= 500);
/** The kiosk was turned off (or its session is gone): nothing it sends will work. */
export const isClosed = (error: unknown) => error instanceof ApiError && error.status === 401;

/**
 * A key for one change the kiosk asks for, the same on every retry of it (P49), so a change sent
 * again after a dropped connection is done once. Made with getRandomValues, which a school's plain
 * http address allows (randomUUID needs a secure context).
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Opens the kiosk by its code (the device's kiosk session), then reads it as the board. */
export function useKioskView(code: string) {
  const queryClient = useQueryClient();
  const opened = useQuery({
    // Not under hallpassKeys.device(): a live event refreshes the board, never opens the kiosk again.
    queryKey: ['kiosk-open', code],
    queryFn: async () => {
      const { kiosk } = await callApi(openKiosk, { body: { kiosk: { code } } });
      queryClient.setQueryData(hallpassKeys.device(), kiosk);
      return kiosk._id;
    },
    retry: (count, error) => isTransient(error),
    retryDelay,
    staleTime: Infinity,
  });
  const view = useQuery<TKioskView>({
    queryKey: hallpassKeys.device(),
    queryFn: async () => (await callApi(kioskView)).kiosk,
    enabled: opened.isSuccess,
    refetchInterval: KIOSK_REFETCH_MS,
    retry: (count, error) => isTransient(error),
    retryDelay,
  });
  return { opened, view };
}

/** The kiosk's live stream: any event of its course or class refreshes the board. */
export function useKioskLiveUpdates(enabled: boolean): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return undefined;
    const refresh = () => void queryClient.invalidateQueries({ queryKey: hallpassKeys.device() });
    return followLiveStream(
      browserHost,
      {
        // Its course's passes, its class's emergency: each may change the board.
        onEvent: refresh,
        onStale: refresh,
        onSessionEnded: refresh,
      },
      null,
      kioskEvents.path,
    );
  }, [enabled, queryClient]);
}

/** Every change the kiosk sends, so the page can tell when one is waiting for the connection. */
const KIOSK_CHANGES = [...hallpassKeys.device(), 'change'] as const;

/** Whether a change the kiosk asked for is being sent again because the connection dropped. */
export function useChangeWaiting(): boolean {
  const retrying = useMutationState({
    filters: { mutationKey: KIOSK_CHANGES, status: 'pending' },
    select: (mutation) => mutation.state.failureCount,
  });
  return retrying.some((failures) => failures > 0);
}

export type TKioskStart = { username: string; pin?: string; destination?: string; key: string };

/**
 * A student starts a pass. Sent again while the connection is down (the same key each time), so
 * the kiosk keeps working through a dropped connection and never charges twice.
 */
export function useStartKioskPass() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: KIOSK_CHANGES,
    mutationFn: ({ key, ...pass }: TKioskStart) =>
      callApi(startKioskPass, { body: { pass }, headers: { [IDEMPOTENCY_HEADER]: key } }),
    networkMode: 'always',
    retry: (count, error) => isTransient(error),
    retryDelay,
    onSettled: () => queryClient.invalidateQueries({ queryKey: hallpassKeys.device() }),
  });
}

/** A student back in class taps their name; retried like a start. */
export function useReturnKioskPass() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: KIOSK_CHANGES,
    mutationFn: ({ passId, key }: { passId: string; key: string }) =>
      callApi(returnKioskPass, { params: { id: passId }, headers: { [IDEMPOTENCY_HEADER]: key } }),
    networkMode: 'always',
    retry: (count, error) => isTransient(error),
    retryDelay,
    onSettled: () => queryClient.invalidateQueries({ queryKey: hallpassKeys.device() }),
  });
}
