import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createTransaction } from '../../../../shared/api/ledger';
import { callApi } from '../../../api/client';
import { authKeys, ledgerKeys } from '../../../api/query-keys';
import { primeText } from './texts';

/**
 * POST /api/transactions {transaction:{amount, description, type:'purchase', student:{_id}}}: the
 * server charges prime.purchaseAmount whatever is sent and sets hasPrime (P22). The current user
 * is fetched again so the Prime logo and perks appear, and the balance everywhere.
 */
export function useBuyPrime() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ studentId, amount }: { studentId: string; amount: number }) =>
      callApi(createTransaction, {
        body: {
          transaction: {
            amount,
            description: primeText.t('purchaseDescription'),
            type: 'purchase',
            student: { _id: studentId },
          },
        },
      }),
    // Not awaited: the welcome page and the snackbar come at once, the refreshed user right after.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: authKeys.currentUser() });
      void queryClient.invalidateQueries({ queryKey: ledgerKeys.all });
    },
  });
}
