import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import type { TProduct } from '../../../shared/store';
import { EmptyState } from '../../components/EmptyState';
import { useText } from '../../i18n/use-text';
import { storeText } from './texts';

type TProductGridProps = {
  products: readonly TProduct[];
  /** Seed 001 section 2: 2 columns for teachers; 1, 2 or 3 by screen size for students. */
  columns: 'teacher' | 'student';
  emptyText: string;
  renderTile: (product: TProduct) => ReactNode;
};

const COLUMNS = {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- CSS grid columns
  teacher: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
  // eslint-disable-next-line lingui/no-unlocalized-strings -- CSS grid columns
  student: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
} as const;

export function ProductGrid({ products, columns, emptyText, renderTile }: TProductGridProps) {
  const t = useText(storeText);
  if (products.length === 0) return <EmptyState title={emptyText} />;
  return (
    <Box
      component="ul"
      aria-label={t('products')}
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2, gridTemplateColumns: COLUMNS[columns] }}
    >
      {products.map((product) => (
        <Box component="li" key={product._id} sx={{ minWidth: 0 }}>
          {renderTile(product)}
        </Box>
      ))}
    </Box>
  );
}
