import { useSnackbar } from 'notistack';
import type { TProduct } from '../../../shared/store';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useRetainedValue } from '../ledger/use-retained-value';
import { useDeleteProduct } from './queries';

type TDeleteProductDialogProps = { product: TProduct | null; onClose: () => void };

/** Seed 001 section 2: 'Delete Product', naming the product, with Delete and Cancel. */
export function DeleteProductDialog({ product, onClose }: TDeleteProductDialogProps) {
  const { enqueueSnackbar } = useSnackbar();
  const remove = useDeleteProduct();
  const shown = useRetainedValue(product).value;
  const close = () => {
    remove.reset();
    onClose();
  };
  return (
    <ConfirmDialog
      open={product !== null}
      title="Delete Product"
      confirmLabel="Delete"
      busyLabel="Deleting..."
      busy={remove.isPending}
      error={remove.error}
      destructive
      onCancel={close}
      onConfirm={() => {
        if (!product) return;
        remove.mutate(product.slug, {
          onSuccess: () => {
            enqueueSnackbar('Product deleted', { variant: 'success' });
            close();
          },
        });
      }}
    >
      Are you sure you want to delete {shown?.name}? This action cannot be undone.
    </ConfirmDialog>
  );
}
