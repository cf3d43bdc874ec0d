import Box from '@mui/material/Box';
import type { TProduct } from '../../../shared/store';
import { AddInventoryButton, DeleteProductButton, EditProductButton, RemoveInventoryButton } from './product-actions';
import type { TProductActionHandlers } from './product-actions';
import { ProductGrid } from './product-grid';
import { ProductTile } from './product-tile';
import { useText } from '../../i18n/use-text';
import { storeManageText } from './manage/texts';

type TTeacherProductGridProps = TProductActionHandlers & { products: readonly TProduct[]; emptyText: string };

/** The teacher's grid view: 'N available', remove and add inventory, edit and delete on each tile. */
export function TeacherProductGrid({ products, emptyText, onAdjust, onEdit, onDelete }: TTeacherProductGridProps) {
  const t = useText(storeManageText);
  return (
    <ProductGrid
      products={products}
      columns="teacher"
      emptyText={emptyText}
      renderTile={(product) => (
        <ProductTile
          product={product}
          stock={t('available', { count: product.quantity })}
          actions={
            <>
              <RemoveInventoryButton product={product} onAdjust={onAdjust} />
              <AddInventoryButton product={product} onAdjust={onAdjust} />
              <Box sx={{ flex: 1 }} />
              <EditProductButton product={product} onEdit={onEdit} />
              <DeleteProductButton product={product} onDelete={onDelete} />
            </>
          }
        />
      )}
    />
  );
}
