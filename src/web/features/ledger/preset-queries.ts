import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TPreset } from '../../../shared/ledger';
import { api } from '../../api/client';
import { presetKeys } from '../../api/query-keys';

/** Bonus and fine templates (seed 001 section 3): description and amount. */
export type TPresetKind = 'bonus' | 'fine';

const PATH: Record<TPresetKind, string> = { bonus: '/bonuses', fine: '/fines' };
const PLURAL: Record<TPresetKind, 'bonuses' | 'fines'> = { bonus: 'bonuses', fine: 'fines' };

export type TPresetInput = { description: string; amount: number };

function byDescription(a: TPreset, b: TPreset): number {
  return a.description.localeCompare(b.description, undefined, { sensitivity: 'base', numeric: true });
}

/** GET /api/bonuses or /api/fines, sorted by description (seed 001 section 4). */
export function usePresets(kind: TPresetKind, enabled = true) {
  return useQuery({
    queryKey: presetKeys.list(kind),
    queryFn: async () => {
      const body = await api.get<Partial<Record<'bonuses' | 'fines', TPreset[]>>>(PATH[kind]);
      return [...(body[PLURAL[kind]] ?? [])].sort(byDescription);
    },
    enabled,
  });
}

export function useSavePreset(kind: TPresetKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, preset }: { id: string | null; preset: TPresetInput }) =>
      id === null
        ? api.post<unknown>(PATH[kind], { [kind]: preset })
        : api.put<unknown>(`${PATH[kind]}/${encodeURIComponent(id)}`, { [kind]: preset }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: presetKeys.list(kind) }),
  });
}

export function useDeletePreset(kind: TPresetKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(`${PATH[kind]}/${encodeURIComponent(id)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: presetKeys.list(kind) }),
  });
}
