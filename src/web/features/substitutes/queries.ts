import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { ResponseOf } from '../../../shared/api/endpoint';
import { createTransaction, listBonusPresets, listFinePresets } from '../../../shared/api/ledger';
import { approvePass, createPass, denyPass, hallStatus, listPasses, returnPass } from '../../../shared/api/passes';
import { economy } from '../../../shared/api/scores';
import { endSubstituteSession, readSubstituteSession, startSubstituteSession } from '../../../shared/api/substitutes';
import { ApiError } from '../../api/api-error';
import { callApi } from '../../api/client';
import { substituteKeys } from '../../api/query-keys';
import { useRefusalWatch } from '../../api/use-refusal-watch';
import { useActingCourse } from '../../api/acting-course';

/** While the page is in view, what it shows is read again this often (a teacher may end the code meanwhile). */
const REFRESH_MS = 30_000;
/** The passes of the last hours only: the day's, not the class's whole year. */
const PASSES_SINCE_MS = 12 * 3_600_000;

/** The substitute's session as the page holds it: never its token, which stays in the HttpOnly cookie. */
export type TSeat = ResponseOf<typeof readSubstituteSession>['session'];
/** Who is here: a seat, or none; `ended` when one was here and the code ended (or ran out) meanwhile. */
export type TSeatState = { seat: TSeat | null; ended: boolean };

/** The code ended, ran out or was left: every call of the session answers 401 from then on. */
const isEnded = (error: unknown) => error instanceof ApiError && error.status === 401;

/** The session read when the page opens and every 30 seconds; none (the code form) when there is none. */
export function useSeat() {
  return useQuery<TSeatState>({
    queryKey: substituteKeys.session(),
    queryFn: async ({ client }) => {
      try {
        const { session } = await callApi(readSubstituteSession);
        return { seat: session, ended: false };
      } catch (error) {
        // No session on this phone (401), or someone else's: a teacher's (404) or a student's (403).
        if (error instanceof ApiError && [401, 403, 404].includes(error.status)) {
          const before = client.getQueryData<TSeatState>(substituteKeys.session());
          return { seat: null, ended: Boolean(before?.seat) || Boolean(before?.ended) };
        }
        throw error;
      }
    },
    refetchInterval: (query) => (query.state.data?.seat ? REFRESH_MS : false),
    staleTime: 0,
  });
}

/** Back to the code form: nothing of the class stays in memory. */
function forgetSeat(queryClient: QueryClient, ended: boolean): void {
  queryClient.setQueryData<TSeatState>(substituteKeys.session(), { seat: null, ended });
  queryClient.removeQueries({
    predicate: (query) => query.queryKey[0] === substituteKeys.all[0] && query.queryKey[1] !== 'session',
  });
}

/**
 * Any call answered 401 means the code ended (the teacher ended it, or its hours are up): the page
 * goes back to the code form and says so, rather than showing a class it can no longer act in.
 */
export function useEndOnRefusal(): void {
  const queryClient = useQueryClient();
  const end = useCallback(() => forgetSeat(queryClient, true), [queryClient]);
  useRefusalWatch(endedSeat, end);
}

/** A call of the substitute's page refused because the session is gone. */
const endedSeat = (error: unknown, key: readonly unknown[] | undefined) =>
  key?.[0] === substituteKeys.all[0] && isEnded(error);

/** The code and the name: the server keeps the session in its cookie; the page keeps who and until when. */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...substituteKeys.all, 'sign-in'],
    mutationFn: (session: { code: string; name: string }) => callApi(startSubstituteSession, { body: { session } }),
    onSuccess: ({ session }) => {
      const { token: _kept, ...seat } = session;
      queryClient.setQueryData<TSeatState>(substituteKeys.session(), { seat, ended: false });
    },
  });
}

/** The substitute leaves before the code's end; the code stays, for someone else to use. */
export function useLeave() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...substituteKeys.all, 'leave'],
    mutationFn: () => callApi(endSubstituteSession),
    onSuccess: () => forgetSeat(queryClient, false),
  });
}

/** The course's students with their balances, sorted by last name. */
export function useRoster(enabled: boolean) {
  const desk = useActingCourse();
  return useQuery({
    queryKey: substituteKeys.roster(desk.course),
    queryFn: async () => (await callApi(economy, { headers: desk.headers })).students,
    enabled,
    refetchInterval: REFRESH_MS,
    staleTime: 0,
  });
}

/** The teacher's bonus and fine presets: the only points a substitute gives. */
export function usePresets(enabled: boolean) {
  const desk = useActingCourse();
  return useQuery({
    queryKey: substituteKeys.presets(desk.course),
    queryFn: async () => {
      const [{ bonuses }, { fines }] = await Promise.all([
        callApi(listBonusPresets, { headers: desk.headers }),
        callApi(listFinePresets, { headers: desk.headers }),
      ]);
      return { bonuses, fines };
    },
    enabled,
    refetchInterval: REFRESH_MS,
  });
}

/** The course's passes of the day, newest first. */
export function usePasses(enabled: boolean) {
  const desk = useActingCourse();
  return useQuery({
    queryKey: substituteKeys.passes(desk.course),
    queryFn: async () =>
      (
        await callApi(listPasses, {
          query: { since: new Date(Date.now() - PASSES_SINCE_MS).toISOString() },
          headers: desk.headers,
        })
      ).passes,
    enabled,
    refetchInterval: REFRESH_MS,
    staleTime: 0,
  });
}

/** The teacher's destinations for a new pass. */
export function useHall(enabled: boolean) {
  const desk = useActingCourse();
  return useQuery({
    queryKey: substituteKeys.hall(desk.course),
    queryFn: async () => (await callApi(hallStatus, { query: {}, headers: desk.headers })).hall,
    enabled,
  });
}

/** Every action is followed by a fresh read of what the page shows. */
function useAction<V, R>(name: string, send: (values: V, headers: Record<string, string> | undefined) => Promise<R>) {
  const queryClient = useQueryClient();
  const desk = useActingCourse();
  return useMutation({
    mutationKey: [...substituteKeys.all, name],
    mutationFn: (values: V) => send(values, desk.headers),
    onSettled: () => queryClient.invalidateQueries({ queryKey: substituteKeys.all }),
  });
}

export type TGive = { studentId: string; type: 'bonus' | 'fine'; presetId: string };

/** One of the teacher's presets for one student: its amount and description are the entry's. */
export function useGivePreset() {
  return useAction('give', ({ studentId, type, presetId }: TGive, headers) =>
    callApi(createTransaction, { body: { transaction: { student: studentId, type, presetId } }, headers }),
  );
}

export type TStartPass = {
  studentId: string;
  destination: string;
  duration: number;
  /** The server writes 'Substitute: {name}' whatever is sent. */
  createdBy: string;
  /** Past the class's warnings (the hall is full, the limit is reached), as the teacher may. */
  override: boolean;
};

/** A pass for a student, at the class's price. */
export function useStartPass() {
  return useAction('start-pass', ({ studentId, ...pass }: TStartPass, headers) =>
    callApi(createPass, { body: { pass: { student: studentId, ...pass } }, headers }),
  );
}

/** Approve or deny a pass asked for, or end one that is out. */
export function usePassAction() {
  return useAction('pass', ({ passId, action }: { passId: string; action: 'approve' | 'deny' | 'return' }, headers) => {
    const options = { params: { id: passId }, body: { pass: {} }, headers };
    if (action === 'approve') return callApi(approvePass, options);
    if (action === 'deny') return callApi(denyPass, options);
    return callApi(returnPass, options);
  });
}
