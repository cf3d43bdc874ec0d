import Box from '@mui/material/Box';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { TProduct } from '../../../shared/store';
import { formatPoints } from '../../../shared/scoring';
import {
  AddInventoryButton,
  DeleteProductButton,
  EditProductButton,
  QuickEditButton,
  RemoveInventoryButton,
} from './product-actions';
import type { TProductActionHandlers } from './product-actions';
import { ProductPhoto } from './product-photo';
import { ProductRowMenu } from './product-row-menu';
import { useText } from '../../i18n/use-text';
import { storeManageText } from './manage/texts';
import { storeText } from './texts';

type TProductTableRowProps = TProductActionHandlers & { product: TProduct; compact: boolean; onQuickEdit: () => void };

/** Seed 001 section 2: add and remove inventory, edit, quick edit and delete on every row. */
export function ProductTableRow({ product, compact, onQuickEdit, onAdjust, onEdit, onDelete }: TProductTableRowProps) {
  const t = useText(storeManageText);
  const storeT = useText(storeText);
  const limit = product.maxPurchaseQuantity > 0 ? product.maxPurchaseQuantity : t('noLimit');
  return (
    <TableRow hover>
      <TableCell component="th" scope="row">
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: compact ? 0 : 160 }}>
          {compact ? null : (
            <ProductPhoto
              url={product.photoUrl}
              alt=""
              sx={{ width: 36, height: 36, borderRadius: 1, flexShrink: 0 }}
            />
          )}
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {product.name}
            </Typography>
            {compact ? (
              <Typography variant="caption" color="text.secondary">
                {product.maxPurchaseQuantity > 0 ? storeT('limit', { max: product.maxPurchaseQuantity }) : t('noLimit')}
              </Typography>
            ) : product.description ? (
              <Typography variant="caption" color="text.secondary" sx={{ display: { xs: 'none', md: 'block' } }}>
                {product.description}
              </Typography>
            ) : null}
          </Box>
        </Box>
      </TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
        {formatPoints(product.cost)}
      </TableCell>
      {compact ? null : <TableCell align="right">{limit}</TableCell>}
      <TableCell align="right">{product.quantity}</TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap', py: 0.5, pr: compact ? 0.5 : undefined }}>
        {compact ? (
          <ProductRowMenu
            product={product}
            onAdjust={onAdjust}
            onEdit={onEdit}
            onDelete={onDelete}
            onQuickEdit={onQuickEdit}
          />
        ) : (
          <>
            <AddInventoryButton product={product} onAdjust={onAdjust} />
            <RemoveInventoryButton product={product} onAdjust={onAdjust} />
            <EditProductButton product={product} onEdit={onEdit} />
            <QuickEditButton onClick={onQuickEdit} />
            <DeleteProductButton product={product} onDelete={onDelete} />
          </>
        )}
      </TableCell>
    </TableRow>
  );
}
