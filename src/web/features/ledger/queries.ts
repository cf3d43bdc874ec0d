import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TLedgerType } from '../../../shared/ledger';
import {
  createTransaction,
  createTransactions,
  deleteTransaction,
  updateTransaction,
} from '../../../shared/api/ledger';
import { callApi } from '../../api/client';
import { ledgerKeys } from '../../api/query-keys';

/** `productId`: a purchase of one unit of a product; the server takes it from stock (P28). */
export type TTransactionInput = { amount: number; description: string; type: TLedgerType; productId?: string };

/** Points changed: every account and the economy may show them. */
function useInvalidateLedger() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ledgerKeys.all });
}

/** POST /api/transactions for one student. */
export function useAddTransaction() {
  const invalidate = useInvalidateLedger();
  return useMutation({
    mutationFn: ({ studentId, ...transaction }: TTransactionInput & { studentId: string }) =>
      callApi(createTransaction, { body: { transaction: { ...transaction, student: studentId } } }),
    onSuccess: invalidate,
  });
}

/** POST /api/transactions/bulk: the same entry for several students, all or none. */
export function useAddBulkTransactions() {
  const invalidate = useInvalidateLedger();
  return useMutation({
    mutationFn: ({ studentIds, ...transactions }: TTransactionInput & { studentIds: string[] }) =>
      callApi(createTransactions, { body: { transactions: { ...transactions, students: studentIds } } }),
    onSuccess: invalidate,
  });
}

/** PUT /api/transactions/{id}: the amount and description of a bonus, fine or purchase. */
export function useUpdateTransaction() {
  const invalidate = useInvalidateLedger();
  return useMutation({
    mutationFn: ({ id, amount, description }: { id: string; amount: number; description: string }) =>
      callApi(updateTransaction, { params: { id }, body: { transaction: { amount, description } } }),
    onSuccess: invalidate,
  });
}

/** DELETE /api/transactions/{id}; the server keeps it in the audit trail (P13). */
export function useDeleteTransaction() {
  const invalidate = useInvalidateLedger();
  return useMutation({
    mutationFn: (id: string) => callApi(deleteTransaction, { params: { id } }),
    onSuccess: invalidate,
  });
}
