import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createTransactions, deleteTransaction } from '../../../shared/api/ledger';
import type { TPreset, TTransaction } from '../../../shared/ledger';
import { ApiError, mergeApiErrors } from '../../api/api-error';
import { callApi } from '../../api/client';
import { ledgerKeys } from '../../api/query-keys';
import type { TPresetKind } from './preset-queries';

/** One preset given to one or several students: what the class view's snackbar can undo. */
export type TGift = { kind: TPresetKind; preset: TPreset; studentIds: string[]; transactions: TTransaction[] };

/** A preset for every chosen student in one call (POST /api/transactions/bulk: all or none). */
export function useGivePreset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ kind, preset, studentIds }: Omit<TGift, 'transactions'>): Promise<TGift> => {
      const { transactions } = await callApi(createTransactions, {
        body: {
          transactions: { students: studentIds, amount: preset.amount, description: preset.description, type: kind },
        },
      });
      return { kind, preset, studentIds, transactions };
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ledgerKeys.all }),
  });
}

/**
 * Undo deletes each entry the gift made, as the teacher's Delete does (DELETE /api/transactions/{id}:
 * through the economy kernel, with its audit entry, P13). An entry already deleted elsewhere (404)
 * is already undone; any other failure is reported with every failed entry's reason.
 */
export function useUndoGift() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (gift: TGift) => {
      const results = await Promise.allSettled(
        gift.transactions.map((transaction) => callApi(deleteTransaction, { params: { id: transaction._id } })),
      );
      const failures = results
        .filter((result): result is PromiseRejectedResult => result.status === 'rejected')
        .map((result) => result.reason as unknown)
        .filter((reason) => !(reason instanceof ApiError && reason.status === 404));
      if (failures.length > 0) throw mergeApiErrors(failures);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ledgerKeys.all }),
  });
}
