import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createPass, deletePass, lastPass, listPasses, updatePass } from '../../../shared/api/passes';
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

/** POST /api/passes {"pass":{}}: the server fixes destination, duration and price (P34). */
export function useBuyPass() {
  const invalidate = useInvalidatePasses();
  return useMutation({
    mutationFn: () => callApi(createPass, { body: { pass: {} } }),
    onSuccess: invalidate,
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
