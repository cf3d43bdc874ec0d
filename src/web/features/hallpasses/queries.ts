import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  approvePass,
  createPass,
  createSeparation,
  deletePass,
  deleteSeparation,
  denyPass,
  hallStatus,
  lastPass,
  leavePass,
  listPasses,
  listSeparations,
  returnPass,
  updatePass,
} from '../../../shared/api/passes';
import { callApi } from '../../api/client';
import { hallpassKeys, ledgerKeys } from '../../api/query-keys';

/** A pass written or taken back moves points: the passes and every balance shown refresh. */
function useInvalidatePasses() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: hallpassKeys.all }),
      queryClient.invalidateQueries({ queryKey: ledgerKeys.all }),
    ]);
}

/** GET /api/passes (student): the student's own passes, newest first. */
export function useMyPasses() {
  return useQuery({
    queryKey: hallpassKeys.mine(),
    queryFn: async () => (await callApi(listPasses)).passes,
  });
}

/** GET /api/passes/last: the newest pass and whether it is active, expired or not from today. */
export function useLastPass() {
  return useQuery({ queryKey: hallpassKeys.last(), queryFn: () => callApi(lastPass) });
}

/** GET /api/passes (teacher): the passes of all the teacher's courses, newest first. */
export function useTeacherPasses(enabled: boolean) {
  return useQuery({
    queryKey: hallpassKeys.teacher(),
    queryFn: async () => (await callApi(listPasses)).passes,
    enabled,
  });
}

/** POST /api/passes {"pass":{"destination"}}: the server fixes duration and price (P34, P48). */
export function useBuyPass() {
  const invalidate = useInvalidatePasses();
  return useMutation({
    mutationFn: (destination?: string) => callApi(createPass, { body: { pass: destination ? { destination } : {} } }),
    onSuccess: invalidate,
  });
}

/** GET /api/passes/hall: places, when one frees, the line (P48); the `passes` event refreshes it. */
export function useHallStatus(courseId: string | null, enabled = true) {
  return useQuery({
    queryKey: hallpassKeys.hall(courseId),
    queryFn: async () => (await callApi(hallStatus, { query: { courseId: courseId ?? undefined } })).hall,
    enabled,
  });
}

/** PUT /api/passes/{id}/return: back in class (the student's I'm back, the teacher's Back in class). */
export function useReturnPass() {
  const invalidate = useInvalidatePasses();
  return useMutation({
    mutationFn: (id: string) => callApi(returnPass, { params: { id }, body: { pass: {} } }),
    onSuccess: invalidate,
  });
}

/** PUT /api/passes/{id}/approve (teacher). */
export function useApprovePass() {
  const invalidate = useInvalidatePasses();
  return useMutation({
    mutationFn: (id: string) => callApi(approvePass, { params: { id }, body: { pass: {} } }),
    onSuccess: invalidate,
  });
}

/** PUT /api/passes/{id}/deny (teacher): what the request held goes back. */
export function useDenyPass() {
  const invalidate = useInvalidatePasses();
  return useMutation({
    mutationFn: (id: string) => callApi(denyPass, { params: { id }, body: { pass: {} } }),
    onSuccess: invalidate,
  });
}

/** PUT /api/passes/{id}/leave (student): leave the line or withdraw a request, refunded. */
export function useLeavePass() {
  const invalidate = useInvalidatePasses();
  return useMutation({
    mutationFn: (id: string) => callApi(leavePass, { params: { id }, body: { pass: {} } }),
    onSuccess: invalidate,
  });
}

/** GET /api/passes/separations (teacher). */
export function useSeparations(enabled = true) {
  return useQuery({
    queryKey: hallpassKeys.separations(),
    queryFn: async () => (await callApi(listSeparations)).separations,
    enabled,
  });
}

export function useCreateSeparation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (usernames: string[]) => callApi(createSeparation, { body: { separation: { students: usernames } } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: hallpassKeys.separations() }),
  });
}

export function useDeleteSeparation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi(deleteSeparation, { body: { separation: { _id: id } } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: hallpassKeys.separations() }),
  });
}

export type TTeacherPassInput = {
  studentId: string;
  destination: string;
  duration: number;
  createdBy: string;
  cost: number;
  /** Create it despite the warnings ("Teachers can always create hallpasses"). */
  override?: boolean;
};

/** POST /api/passes for a student (teacher); a 409 carries warnings that `override` passes. */
export function useCreatePassForStudent() {
  const invalidate = useInvalidatePasses();
  return useMutation({
    mutationFn: ({ studentId, override, ...pass }: TTeacherPassInput) =>
      callApi(createPass, {
        body: { pass: { ...pass, student: studentId, ...(override ? { override: true } : {}) } },
      }),
    onSuccess: invalidate,
  });
}

/** PUT /api/passes/{id}: destination, duration and who wrote it. */
export function useUpdatePass() {
  const invalidate = useInvalidatePasses();
  return useMutation({
    mutationFn: ({ id, ...pass }: { id: string; destination: string; duration: number; createdBy: string }) =>
      callApi(updatePass, { params: { id }, body: { pass } }),
    onSuccess: invalidate,
  });
}

/** DELETE /api/passes/{id}: what the pass cost goes back to the student. */
export function useDeletePass() {
  const invalidate = useInvalidatePasses();
  return useMutation({
    mutationFn: (id: string) => callApi(deletePass, { params: { id } }),
    onSuccess: invalidate,
  });
}
