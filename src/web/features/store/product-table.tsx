import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useState } from 'react';
import type { TProduct } from '../../../shared/store';
import type { TProductActionHandlers } from './product-actions';
import { ProductTableRow } from './product-table-row';
import { lazyNamed } from '../../lazy-named';
import { useOpenWhenLoaded, usePreloadWhenIdle } from '../../use-lazy';
import { TableScroller } from '../../components/TableScroller';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import { useText } from '../../i18n/use-text';
import { storeManageText } from './manage/texts';
import { storeText } from './texts';

// The quick edit (its fields and the product's validation, with zod) downloads once the table has
// drawn and the browser is idle: the page's first download does not carry it (issue 11). A click
// before it has arrived opens it when it has, the row and its focused button staying until then.
const QuickEditRow = lazyNamed(() => import('./quick-edit-row'), 'QuickEditRow');

type TProductTableProps = TProductActionHandlers & {
  products: readonly TProduct[];
  /** 'No products to display', or 'No products matched your search' while searching. */
  emptyText: string;
};

/** The teacher's table view (seed 001 section 2): every product at once, no paging. */
export function ProductTable({ products, emptyText, ...handlers }: TProductTableProps) {
  const t = useText(storeManageText);
  const storeT = useText(storeText);
  const [quickEditId, setQuickEditId] = useState<string | null>(null);
  // A phone or small tablet gets fewer columns: the limit moves under the name and the five
  // action buttons into a menu, so the Actions column stays on screen.
  const compact = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const columns = compact ? 4 : 5;
  usePreloadWhenIdle(QuickEditRow);
  const openQuickEdit = useOpenWhenLoaded(QuickEditRow);
  return (
    <TableScroller label={storeT('products')}>
      <Table
        size="small"
        aria-label={storeT('products')}
        // A product name wraps between its words; only a word wider than a third of the screen breaks.
        // 'anywhere' (or hyphens) would let the table squeeze the column and break ordinary words;
        // without the width limit one long word would push the actions off screen.
        sx={{
          '& .MuiTypography-root': { overflowWrap: 'break-word', maxWidth: '33vw' },
          ...(compact ? { '& th, & td': { px: 0.75 } } : {}),
        }}
      >
        <TableHead>
          <TableRow>
            <TableCell>{t('productName')}</TableCell>
            <TableCell align="right">{t('cost')}</TableCell>
            {compact ? null : <TableCell align="right">{t('maxPurchaseQuantity')}</TableCell>}
            <TableCell align="right">{t('onHandQuantity')}</TableCell>
            {/* A phone's column holds one narrow menu button: its header is read, not shown, so the name keeps the room. */}
            <TableCell align="right">
              {compact ? <VisuallyHidden>{storeT('actions')}</VisuallyHidden> : storeT('actions')}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {products.length === 0 ? (
            <TableRow>
              <TableCell colSpan={columns} align="center" sx={{ py: 4, color: 'text.secondary' }}>
                {emptyText}
              </TableCell>
            </TableRow>
          ) : null}
          {products.map((product) =>
            quickEditId === product._id ? (
              <QuickEditRow key={product._id} product={product} compact={compact} onDone={() => setQuickEditId(null)} />
            ) : (
              <ProductTableRow
                key={product._id}
                product={product}
                compact={compact}
                onQuickEdit={() => openQuickEdit(() => setQuickEditId(product._id))}
                {...handlers}
              />
            ),
          )}
        </TableBody>
      </Table>
    </TableScroller>
  );
}
