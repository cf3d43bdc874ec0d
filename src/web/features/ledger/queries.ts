import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { economy, studentAccount } from '../../../shared/api/scores';
import { createTransaction, createTransactions, deleteTransaction, updateTransaction } from '../../../shared/api/ledger';
import type { TLedgerType } from '../../../shared/ledger';
import { callApi } from '../../api/client';

/** Everything that shows points: a student's account and the economy view. */
export const ledgerKeys = {
  all: ['ledger'] as const,
  accounts: () => [...ledgerKeys.all, 'account'] as const,
  account: (username: string) => [...ledgerKeys.accounts(), username] as const,
  economy: () => [...ledgerKeys.all, 'economy'] as const,
};

/** GET /api/scores?username=: one student's totals and transactions, newest first. */
export function useStudentAccount(username: string | null) {
  return useQuery({
    queryKey: ledgerKeys.account(username ?? ''),
    queryFn: () => callApi(studentAccount, { query: { username: username ?? '' } }),
    enabled: username !== null && username !== '',
  });
}

/** GET /api/scores/all: every active student of the teacher with totals and the sums. */
export function useEconomy(enabled: boolean) {
  return useQuery({
    queryKey: ledgerKeys.economy(),
    queryFn: () => callApi(economy),
    enabled,
  });
}

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
