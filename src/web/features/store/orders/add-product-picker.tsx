import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { TProduct } from '../../../../shared/store';
import { formatPoints } from '../../../../shared/scoring';
import { useText } from '../../../i18n/use-text';
import { ordersText } from './texts';

type TAddProductPickerProps = {
  products: readonly TProduct[];
  onPick: (product: TProduct) => void;
  disabled?: boolean;
};

/** 'Add a product': choosing one adds it at once with a quantity of 1; sold-out ones can't be chosen. */
export function AddProductPicker({ products, onPick, disabled }: TAddProductPickerProps) {
  const t = useText(ordersText);
  return (
    <TextField
      select
      label={t('addAProduct')}
      value=""
      disabled={disabled || products.length === 0}
      fullWidth
      size="small"
      helperText={products.length === 0 ? t('noOtherProducts') : ' '}
      onChange={(event) => {
        const product = products.find((p) => p._id === event.target.value);
        if (product) onPick(product);
      }}
    >
      {products.map((product) => (
        <MenuItem key={product._id} value={product._id} disabled={product.quantity <= 0}>
          {product.quantity <= 0
            ? t('pickOutOfStock', { name: product.name, cost: formatPoints(product.cost) })
            : t('pickAvailable', { name: product.name, cost: formatPoints(product.cost), count: product.quantity })}
        </MenuItem>
      ))}
    </TextField>
  );
}
