import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { addCoTeachers, removeCoTeachers } from '../../../shared/api/courses';
import { createSubstituteCode, endSubstituteCode, listSubstituteCodes } from '../../../shared/api/substitutes';
import { callApi } from '../../api/client';
import { courseKeys, substituteCodeKeys } from '../../api/query-keys';

/** P60: adds or removes co-teachers of a course of yours by username; the course lists refresh. */
export function useChangeCoTeachers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ slug, usernames, add }: { slug: string; usernames: string[]; add: boolean }) =>
      callApi(add ? addCoTeachers : removeCoTeachers, { params: { slug }, body: { coTeachers: { usernames } } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: courseKeys.all }),
  });
}

/** The course's substitute codes in use, refreshed each minute while shown (who is using them). */
export function useSubstituteCodes(slug: string) {
  return useQuery({
    queryKey: substituteCodeKeys.list(slug),
    queryFn: async () => (await callApi(listSubstituteCodes, { params: { slug } })).codes,
    refetchInterval: 60_000,
  });
}

export function useMakeSubstituteCode(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (hours: number) => callApi(createSubstituteCode, { params: { slug }, body: { code: { hours } } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: substituteCodeKeys.list(slug) }),
  });
}

export function useEndSubstituteCode(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => callApi(endSubstituteCode, { params: { slug, code } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: substituteCodeKeys.list(slug) }),
  });
}
