import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TProduct } from '../../../shared/store';
import { updateProduct } from '../../../shared/api/store';
import { callApi } from '../../api/client';
import { productKeys } from '../../api/query-keys';

const INVENTORY_MUTATION = ['products', 'inventory'] as const;

/**
 * Seed 001 section 4: add or remove one unit, then save the product (PUT `quantity`). The count
 * moves at once on screen, so quick clicks build on each other instead of all sending the same
 * number; the list is fetched again when the last click has been saved.
 */
export function useInventory() {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationKey: INVENTORY_MUTATION,
    mutationFn: ({ slug, quantity }: { slug: string; quantity: number }) =>
      callApi(updateProduct, { params: { slug }, body: { product: { quantity } } }),
    onSettled: () => {
      // This mutation still counts as running here, so 1 means it was the last one.
      if (queryClient.isMutating({ mutationKey: INVENTORY_MUTATION }) <= 1) {
        return queryClient.invalidateQueries({ queryKey: productKeys.all });
      }
      return undefined;
    },
  });

  const adjust = (product: TProduct, delta: 1 | -1) => {
    const cached = queryClient.getQueryData<TProduct[]>(productKeys.list());
    const current = cached?.find((p) => p._id === product._id)?.quantity ?? product.quantity;
    const quantity = Math.max(0, current + delta);
    if (quantity === current) return;
    void queryClient.cancelQueries({ queryKey: productKeys.all });
    queryClient.setQueryData<TProduct[]>(productKeys.list(), (list) =>
      list?.map((p) => (p._id === product._id ? { ...p, quantity } : p)),
    );
    mutation.mutate({ slug: product.slug, quantity });
  };

  return { adjust, error: mutation.error, reset: mutation.reset };
}
