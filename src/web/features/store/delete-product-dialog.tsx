import type { TProduct } from '../../../shared/store';
import { DeleteRecordDialog } from '../../components/DeleteRecordDialog';
import { useDeleteProduct } from './queries';

type TDeleteProductDialogProps = { product: TProduct | null; onClose: () => void };

/** Seed 001 section 2: 'Delete Product', naming the product, with Delete and Cancel. */
export function DeleteProductDialog({ product, onClose }: TDeleteProductDialogProps) {
  return (
    <DeleteRecordDialog
      record={product}
      onClose={onClose}
      title="Delete Product"
      successMessage="Product deleted"
      remove={useDeleteProduct()}
      keyOf={(p) => p.slug}
      describe={(shown) => `Are you sure you want to delete ${shown.name}? This action cannot be undone.`}
    />
  );
}
