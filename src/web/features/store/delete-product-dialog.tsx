import type { TProduct } from '../../../shared/store';
import { DeleteRecordDialog } from '../../components/DeleteRecordDialog';
import { useDeleteProduct } from './queries';
import { useText } from '../../i18n/use-text';
import { storeManageText } from './manage/texts';

type TDeleteProductDialogProps = { product: TProduct | null; onClose: () => void };

/** Seed 001 section 2: 'Delete Product', naming the product, with Delete and Cancel. */
export function DeleteProductDialog({ product, onClose }: TDeleteProductDialogProps) {
  const t = useText(storeManageText);
  return (
    <DeleteRecordDialog
      record={product}
      onClose={onClose}
      title={t('deleteProductTitle')}
      successMessage={t('productDeleted')}
      remove={useDeleteProduct()}
      keyOf={(p) => p.slug}
      describe={(shown) => t('deleteProductConfirm', { name: shown.name })}
    />
  );
}
