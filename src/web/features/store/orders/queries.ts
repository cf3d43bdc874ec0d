import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TPurchase, TPurchaseStatus } from '../../../../shared/store';
import { placePurchase, teacherPurchases, updatePurchase } from '../../../../shared/api/store';
import { callApi } from '../../../api/client';
import { useActingCourse } from '../../../api/acting-course';
import { purchaseKeys } from '../../../api/query-keys';
import { newIdempotencyKey } from '../idempotency';
import { refreshAfterOrderChange } from '../queries';

/** Product ids and how many of each (seed 001 section 3 "Cart"). */
export type TOrderLines = { products: string[]; quantities: Record<string, number> };

export type TPurchaseChanges = Partial<TOrderLines> & { status?: TPurchaseStatus; note?: string };

/** GET /api/purchases/teacher: pending first (same-day Prime orders ahead), then newest first. */
export function useTeacherPurchases() {
  const { course, headers } = useActingCourse();
  return useQuery({
    queryKey: purchaseKeys.teacher(course),
    queryFn: async () => (await callApi(teacherPurchases, { headers })).purchases,
  });
}

/**
 * PUT /api/purchases/{id}: approve or decline with a note, or change a pending order's lines. The
 * answer replaces the order in the list at once, so the processing dialog moves on without waiting.
 */
export function useUpdatePurchase() {
  const queryClient = useQueryClient();
  const { course, headers } = useActingCourse();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: TPurchaseChanges }) =>
      callApi(updatePurchase, { params: { id }, body: { purchase: changes }, headers }),
    onSuccess: ({ purchase }) => {
      queryClient.setQueryData<TPurchase[]>(purchaseKeys.teacher(course), (list) =>
        list?.map((p) => (p._id === purchase._id ? purchase : p)),
      );
      return refreshAfterOrderChange(queryClient);
    },
  });
}

/**
 * POST /api/purchases by the teacher for one student, sent approved (seed 000 section 4). One
 * idempotency key per dialog, so a double click or a retry makes one order (P16).
 */
export function useAddStudentPurchase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      studentId,
      idempotencyKey,
      ...lines
    }: TOrderLines & { studentId: string; idempotencyKey: string }) =>
      callApi(placePurchase, {
        body: { purchase: { ...lines, student: studentId, status: 'approved' } },
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
    onSuccess: () => refreshAfterOrderChange(queryClient),
  });
}

export { newIdempotencyKey };
