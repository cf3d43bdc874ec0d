import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { formatPoints } from '../../../shared/scoring';
import type { TProduct } from '../../../shared/store';
import { useText } from '../../i18n/use-text';
import { ProductPhoto } from './product-photo';
import { storeCheckoutText } from './checkout/texts';
import type { TCartLine } from './use-store-cart';

type TCartLineListProps = {
  lines: readonly TCartLine[];
  disabled?: boolean;
  onQuantity: (product: TProduct, quantity: number) => void;
  onRemove: (product: TProduct) => void;
};

/** The cart's lines (seed 001 section 2): a quantity choice from 1 to the limit, and delete. */
export function CartLineList({ lines, disabled = false, onQuantity, onRemove }: TCartLineListProps) {
  const t = useText(storeCheckoutText);
  return (
    <Box component="ul" aria-label={t('cart')} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {lines.map((line) => (
        <CartLineItem
          key={line.product._id}
          line={line}
          disabled={disabled}
          onQuantity={onQuantity}
          onRemove={onRemove}
        />
      ))}
    </Box>
  );
}

function CartLineItem({
  line,
  disabled,
  onQuantity,
  onRemove,
}: { line: TCartLine } & Omit<TCartLineListProps, 'lines'>) {
  const t = useText(storeCheckoutText);
  const nameId = useId();
  const { product, quantity, limit } = line;
  return (
    <Box
      component="li"
      aria-labelledby={nameId}
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '56px minmax(0, 1fr) auto', sm: '64px minmax(0, 1fr) 96px 96px 40px' },
        gridTemplateAreas: { xs: '"photo name remove" "photo qty total"', sm: '"photo name qty total remove"' },
        alignItems: 'center',
        columnGap: 2,
        rowGap: 1,
        py: 1.5,
        '& + &': { borderTop: 1, borderColor: 'divider' },
      }}
    >
      <ProductPhoto
        url={product.photoUrl}
        alt=""
        sx={{ gridArea: 'photo', width: { xs: 56, sm: 64 }, height: { xs: 56, sm: 64 }, borderRadius: 1 }}
      />
      <Box sx={{ gridArea: 'name', minWidth: 0 }}>
        <Typography id={nameId} sx={{ fontWeight: 600, overflowWrap: 'break-word' }}>
          {product.name}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('each', { cost: formatPoints(product.cost) })}
        </Typography>
      </Box>
      <TextField
        select
        label={t('quantity')}
        size="small"
        value={quantity}
        onChange={(event) => onQuantity(product, Number(event.target.value))}
        disabled={disabled}
        sx={{ gridArea: 'qty', width: 96 }}
        slotProps={{ select: { native: true } }}
      >
        {Array.from({ length: limit }, (_, i) => i + 1).map((n) => (
          <option key={n} value={n}>
            {n}
          </option>
        ))}
      </TextField>
      <Typography
        sx={{
          gridArea: 'total',
          textAlign: 'right',
          fontWeight: 600,
          fontVariantNumeric: 'tabular-nums',
          whiteSpace: 'nowrap',
        }}
      >
        {formatPoints(product.cost * quantity)}
      </Typography>
      <IconButton
        aria-label={t('removeFromCart')}
        onClick={() => onRemove(product)}
        disabled={disabled}
        sx={{ gridArea: 'remove', justifySelf: 'end' }}
      >
        <DeleteOutlineIcon />
      </IconButton>
    </Box>
  );
}
