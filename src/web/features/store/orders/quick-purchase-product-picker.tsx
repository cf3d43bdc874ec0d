import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { quickPurchaseAmount } from '../../../../shared/pricing';
import type { TProduct } from '../../../../shared/store';
import { formatPoints } from '../../../../shared/scoring';
import { useSignedInUser } from '../../auth';
import { useProducts } from '../queries';
import { useText } from '../../../i18n/use-text';
import { ordersText } from './texts';

type TQuickPurchaseProductPickerProps = {
  productId: string;
  /** A product fills in its price with tax and its name; null clears the choice. */
  onPick: (product: TProduct | null, amount: number) => void;
  disabled?: boolean;
};

/**
 * The optional product of a quick purchase (seed 000 section 5 `productId`): the server takes one
 * unit of stock and charges cost x (1 + tax), no Prime discount (P28). Hidden without products.
 */
export function QuickPurchaseProductPicker({ productId, onPick, disabled }: TQuickPurchaseProductPickerProps) {
  const t = useText(ordersText);
  const settings = useSignedInUser().settings;
  const productsOn = settings?.products.enabled === true;
  const products = useProducts();
  const taxRate = settings?.products.taxRate ?? 0;
  if (!productsOn || !products.data || products.data.length === 0) return null;
  return (
    <TextField
      select
      label={t('product')}
      value={productId}
      disabled={disabled}
      fullWidth
      size="small"
      helperText={t('quickProductHelp')}
      onChange={(event) => {
        const product = products.data.find((p) => p._id === event.target.value) ?? null;
        onPick(product, product ? quickPurchaseAmount(product.cost, taxRate) : 0);
      }}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">
        <em>{t('none')}</em>
      </MenuItem>
      {products.data.map((product) => (
        <MenuItem key={product._id} value={product._id} disabled={product.quantity <= 0}>
          {t(product.quantity <= 0 ? 'quickPickOutOfStock' : 'quickPick', {
            name: product.name,
            cost: formatPoints(quickPurchaseAmount(product.cost, taxRate)),
          })}
        </MenuItem>
      ))}
    </TextField>
  );
}
