import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { TProduct } from '../../../shared/store';
import {
  createProduct,
  deleteProduct,
  deletePurchase,
  listProducts,
  placePurchase,
  studentPurchases,
  updateProduct,
} from '../../../shared/api/store';
import { useActingCourse } from '../../api/acting-course';
import { callApi } from '../../api/client';
import { ledgerKeys, productKeys, purchaseKeys } from '../../api/query-keys';
import { compareText } from '../../components/compare-text';

/** The product fields the dialog sends (`ZProductFields`). */
export type TProductValues = Pick<
  TProduct,
  'name' | 'description' | 'photoUrl' | 'cost' | 'quantity' | 'maxPurchaseQuantity'
>;

/** Seed 001 section 4: product lists are kept sorted by cost ascending (then by name). */
export function sortProducts(products: readonly TProduct[]): TProduct[] {
  return [...products].sort((a, b) => a.cost - b.cost || compareText(a.name, b.name));
}

/** GET /api/products: all of a teacher's products, or the in-stock ones of a student's teacher. */
export function productsQuery() {
  return queryOptions({
    queryKey: productKeys.list(),
    queryFn: async () => sortProducts((await callApi(listProducts)).products),
  });
}

export function useProducts() {
  const { course, headers } = useActingCourse();
  const own = productsQuery();
  // In a course shared with the teacher (P60): its teacher's products.
  return useQuery(
    course === undefined
      ? own
      : {
          ...own,
          queryKey: productKeys.list(course),
          queryFn: async () => sortProducts((await callApi(listProducts, { headers })).products),
        },
  );
}

function refreshProducts(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: productKeys.all });
}

export function useAddProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (product: TProductValues) => callApi(createProduct, { body: { product } }),
    onSuccess: () => refreshProducts(queryClient),
  });
}

/** PUT /api/products/{slug} with any of the fields (quick edit sends cost and quantity only). */
export function useUpdateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ slug, product }: { slug: string; product: Partial<TProductValues> }) =>
      callApi(updateProduct, { params: { slug }, body: { product } }),
    onSuccess: () => refreshProducts(queryClient),
  });
}

/** DELETE /api/products/{slug}: the product leaves the store; past orders keep its name (P30). */
export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (slug: string) => callApi(deleteProduct, { params: { slug } }),
    onSuccess: () => refreshProducts(queryClient),
  });
}

/** Stock and points moved: products, every order list and every balance may show it. */
export function refreshAfterOrderChange(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: productKeys.all }),
    queryClient.invalidateQueries({ queryKey: purchaseKeys.all }),
    queryClient.invalidateQueries({ queryKey: ledgerKeys.all }),
  ]);
}

/** GET /api/purchases/student: the signed-in student's orders, newest first. */
export function useStudentPurchases(enabled: boolean) {
  return useQuery({
    queryKey: purchaseKeys.student(),
    queryFn: async () => (await callApi(studentPurchases)).purchases,
    enabled,
  });
}

export type TOrderRequest = {
  products: string[];
  quantities: Record<string, number>;
  /** P16: the same key on a retried request creates one order. */
  idempotencyKey: string;
  /** A teacher's order names the student (it is then approved at once). */
  student?: string;
  note?: string;
};

/** POST /api/purchases: the order is checked, charged and takes its stock in one go (P15). */
export function usePlaceOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ idempotencyKey, ...purchase }: TOrderRequest) =>
      callApi(placePurchase, { body: { purchase }, headers: { 'Idempotency-Key': idempotencyKey } }),
    onSuccess: () => refreshAfterOrderChange(queryClient),
    // A refusal for stock means the product list is out of date: fetch it so the cart can adjust.
    onError: () => queryClient.invalidateQueries({ queryKey: productKeys.all }),
  });
}

/** DELETE /api/purchases/{id}: a student cancels a pending order, refunded and restocked once (P15). */
export function useDeletePurchase() {
  const queryClient = useQueryClient();
  const { headers } = useActingCourse();
  return useMutation({
    mutationFn: (id: string) => callApi(deletePurchase, { params: { id }, headers }),
    onSuccess: () => refreshAfterOrderChange(queryClient),
  });
}
