import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createKiosk, listKiosks, revokeKiosk } from '../../../shared/api/kiosks';
import { callApi } from '../../api/client';
import { hallpassKeys } from '../../api/query-keys';

/** P49: the teacher's kiosks. */
export function useKiosks() {
  return useQuery({ queryKey: hallpassKeys.kiosks(), queryFn: async () => (await callApi(listKiosks)).kiosks });
}

export function useCreateKiosk() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (courseId: string) => (await callApi(createKiosk, { body: { kiosk: { courseId } } })).kiosk,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: hallpassKeys.kiosks() }),
  });
}

export function useRevokeKiosk() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi(revokeKiosk, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: hallpassKeys.kiosks() }),
  });
}
