import AddIcon from '@mui/icons-material/Add';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { TProduct } from '../../../shared/store';
import { ErrorList } from '../../components/ErrorList';
import { PageHeader } from '../../components/PageHeader';
import { useSignedInUser } from '../auth';
import { PrimeBanner } from './prime/prime-banner';
import { dialogOnDemand } from '../../dialog-on-demand';
import type { TProductDialogTarget } from './product-dialog';
import { matchProducts } from './product-filter';
import { ProductSearch } from './product-search';
import { ProductTable } from './product-table';
import { ProductsLoading } from './products-loading';
import { useProducts } from './queries';
import { StockSections } from './stock-sections';
import { TeacherProductGrid } from './teacher-product-grid';
import { useInventory } from './use-inventory';
import { ViewToggle } from './view-toggle';
import type { TProductView } from './view-toggle';
import { useText } from '../../i18n/use-text';
import { storeManageText } from './manage/texts';
import { storeText } from './texts';

// The product form (its fields, validation and the form library) and the delete confirmation
// download when first opened: the page draws without them (issue 11).
const ProductDialog = dialogOnDemand(
  () => import('./product-dialog'),
  'ProductDialog',
  (props) => props.target !== null,
);
const DeleteProductDialog = dialogOnDemand(
  () => import('./delete-product-dialog'),
  'DeleteProductDialog',
  (props) => props.product !== null,
);

/** /teacher/products, 'Manage Products' (seed 001 section 2). */
export function TeacherProductsPage() {
  const t = useText(storeManageText);
  const storeT = useText(storeText);
  const { settings } = useSignedInUser();
  const navigate = useNavigate();
  const products = useProducts();
  const inventory = useInventory();
  const [view, setView] = useState<TProductView>('table');
  const [search, setSearch] = useState('');
  const [dialog, setDialog] = useState<TProductDialogTarget | null>(null);
  const [deleting, setDeleting] = useState<TProduct | null>(null);

  const all = products.data ?? [];
  const shown = matchProducts(all, search);
  const searching = search.trim() !== '';
  const handlers = {
    onAdjust: inventory.adjust,
    onEdit: (product: TProduct) => setDialog({ mode: 'edit', product }),
    onDelete: setDeleting,
  };

  const emptyText = (sectionEmptyText: string) => {
    if (searching) return storeT('noMatch');
    return sectionEmptyText;
  };

  return (
    <>
      <PageHeader
        title={t('manageProducts')}
        actions={
          <>
            {settings?.products.storeEnabled ? (
              <Button
                variant="outlined"
                startIcon={<ReceiptLongIcon />}
                onClick={() => void navigate('/teacher/store')}
              >
                {t('managePurchasesButton')}
              </Button>
            ) : null}
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setDialog({ mode: 'add' })}>
              {t('addProduct')}
            </Button>
          </>
        }
      />

      <PrimeBanner />

      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', mb: 2 }}>
        <ProductSearch value={search} onChange={setSearch} />
        <Box sx={{ flex: 1, display: { xs: 'none', md: 'block' } }} />
        <ViewToggle view={view} onChange={setView} />
      </Box>

      <ProductsLoading query={products} />
      <ErrorList error={inventory.error} />

      {products.data ? (
        <StockSections
          products={shown}
          render={(items) =>
            view === 'table' ? (
              <ProductTable products={items} emptyText={emptyText(t('noProductsToDisplay'))} {...handlers} />
            ) : (
              <TeacherProductGrid
                products={items}
                emptyText={emptyText(all.length === 0 ? t('youHaveNoProducts') : t('noProductsToDisplay'))}
                {...handlers}
              />
            )
          }
        />
      ) : null}

      <ProductDialog target={dialog} onClose={() => setDialog(null)} />
      <DeleteProductDialog product={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}
