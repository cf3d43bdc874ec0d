import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { ReactNode } from 'react';
import { formatPoints } from '../../../shared/scoring';
import type { TProduct } from '../../../shared/store';
import { useText } from '../../i18n/use-text';
import { ProductPhoto } from './product-photo';
import { storeText } from './texts';

type TProductTileProps = {
  product: TProduct;
  /** The stock line: 'N available' for the teacher, 'only N left' for a student. */
  stock?: ReactNode;
  actions?: ReactNode;
  /** h3 under the teacher's 'In Stock' and 'Out of Stock' headings; h2 on the student's page, right under its h1. */
  headingLevel?: 'h2' | 'h3';
};

/**
 * A grid tile (seed 001 section 2): photo, name, cost, '(Limit N)' when a max purchase quantity is
 * set, and the description over the photo on hover (always shown on touch screens).
 */
export function ProductTile({ product, stock, actions, headingLevel = 'h3' }: TProductTileProps) {
  const t = useText(storeText);
  const nameId = useId();
  const hasDescription = product.description.trim() !== '';
  return (
    <Card
      component="article"
      aria-labelledby={nameId}
      tabIndex={hasDescription ? 0 : undefined}
      sx={{
        display: 'flex',
        flexDirection: 'column',
        height: '100%',
        '&:hover .cm-product-description, &:focus-within .cm-product-description': { opacity: 1 },
      }}
    >
      <Box sx={{ position: 'relative' }}>
        <ProductPhoto
          url={product.photoUrl}
          alt={product.name}
          sx={{ width: '100%', aspectRatio: '16 / 9', maxHeight: 220 }}
        />
        {hasDescription ? (
          <Box
            className="cm-product-description"
            sx={{
              position: 'absolute',
              inset: 0,
              p: 2,
              display: 'flex',
              alignItems: 'flex-end',
              color: '#fff',
              background: 'linear-gradient(to top, rgba(0,0,0,0.78), rgba(0,0,0,0.35))',
              opacity: 0,
              transition: 'opacity 150ms',
              '@media (hover: none)': { display: 'none' },
            }}
          >
            <Typography variant="body2">{product.description}</Typography>
          </Box>
        ) : null}
      </Box>
      <Box sx={{ p: 2, pb: actions ? 1 : 2, flex: 1, display: 'flex', flexDirection: 'column', gap: 0.5 }}>
        <Typography
          id={nameId}
          variant="subtitle1"
          component={headingLevel}
          sx={{ fontWeight: 700, lineHeight: 1.3, overflowWrap: 'break-word' }}
        >
          {product.name}
        </Typography>
        {hasDescription ? (
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{ display: 'none', '@media (hover: none)': { display: 'block' } }}
          >
            {product.description}
          </Typography>
        ) : null}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 1 }}>
          <Typography sx={{ fontWeight: 700, color: 'primary.main', fontVariantNumeric: 'tabular-nums' }}>
            {formatPoints(product.cost)}
          </Typography>
          {product.maxPurchaseQuantity > 0 ? (
            <Typography variant="body2" color="text.secondary">
              {t('limit', { max: product.maxPurchaseQuantity })}
            </Typography>
          ) : null}
        </Box>
        {stock ? (
          <Typography variant="body2" color="text.secondary">
            {stock}
          </Typography>
        ) : null}
      </Box>
      {actions ? (
        <Box sx={{ px: 1.5, pb: 1.5, display: 'flex', alignItems: 'center', gap: 0.5, flexWrap: 'wrap' }}>
          {actions}
        </Box>
      ) : null}
    </Card>
  );
}
