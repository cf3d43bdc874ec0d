import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createBonusPreset,
  createFinePreset,
  deleteBonusPreset,
  deleteFinePreset,
  listBonusPresets,
  listFinePresets,
  updateBonusPreset,
  updateFinePreset,
} from '../../../shared/api/ledger';
import type { TPreset } from '../../../shared/ledger';
import { callApi } from '../../api/client';
import { presetKeys } from '../../api/query-keys';
import { compareText } from '../../components/compare-text';

/** Bonus and fine templates (seed 001 section 3): description and amount. */
export type TPresetKind = 'bonus' | 'fine';

export type TPresetInput = { description: string; amount: number };

/** The calls for one kind; bonuses and fines differ only in their paths and envelope keys. */
const CALLS = {
  bonus: {
    list: async () => (await callApi(listBonusPresets)).bonuses,
    create: async (bonus: TPresetInput) => (await callApi(createBonusPreset, { body: { bonus } })).bonus,
    update: async (id: string, bonus: TPresetInput) =>
      (await callApi(updateBonusPreset, { params: { id }, body: { bonus } })).bonus,
    remove: (id: string) => callApi(deleteBonusPreset, { params: { id } }),
  },
  fine: {
    list: async () => (await callApi(listFinePresets)).fines,
    create: async (fine: TPresetInput) => (await callApi(createFinePreset, { body: { fine } })).fine,
    update: async (id: string, fine: TPresetInput) =>
      (await callApi(updateFinePreset, { params: { id }, body: { fine } })).fine,
    remove: (id: string) => callApi(deleteFinePreset, { params: { id } }),
  },
} satisfies Record<TPresetKind, unknown>;

function byDescription(a: TPreset, b: TPreset): number {
  return compareText(a.description, b.description);
}

/** GET /api/bonuses or /api/fines, sorted by description (seed 001 section 4). */
export function usePresets(kind: TPresetKind, enabled = true) {
  return useQuery({
    queryKey: presetKeys.list(kind),
    queryFn: async () => [...(await CALLS[kind].list())].sort(byDescription),
    enabled,
  });
}

export function useSavePreset(kind: TPresetKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, preset }: { id: string | null; preset: TPresetInput }) =>
      id === null ? CALLS[kind].create(preset) : CALLS[kind].update(id, preset),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: presetKeys.list(kind) }),
  });
}

export function useDeletePreset(kind: TPresetKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => CALLS[kind].remove(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: presetKeys.list(kind) }),
  });
}
