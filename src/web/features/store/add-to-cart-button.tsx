import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import Badge from '@mui/material/Badge';
import Button from '@mui/material/Button';
import { useText } from '../../i18n/use-text';
import { storeText } from './texts';

type TAddToCartButtonProps = {
  /** How many of this product are in the cart. */
  count: number;
  /** At the per-student limit (cartQuantityLimit): the button reads 'Max limit reached'. */
  atLimit: boolean;
  onAdd: () => void;
};

/**
 * Seed 001 section 2: add one to the cart, with a badge of the cart count; disabled at the limit.
 * At the limit it is off with aria-disabled (and MUI's disabled look) rather than `disabled`: the
 * press that reaches the limit happens on this button, and a disabled button would drop the
 * keyboard's focus to the page (WCAG 2.4.3); this way the focus stays and reads the new words.
 */
export function AddToCartButton({ count, atLimit, onAdd }: TAddToCartButtonProps) {
  const t = useText(storeText);
  return (
    <Badge badgeContent={count} color="secondary" overlap="rectangular" sx={{ width: '100%' }}>
      <Button
        variant="contained"
        fullWidth
        startIcon={<AddShoppingCartIcon />}
        onClick={atLimit ? undefined : onAdd}
        aria-disabled={atLimit || undefined}
        className={atLimit ? 'Mui-disabled' : undefined}
        disableRipple={atLimit}
      >
        {atLimit ? t('maxLimitReached') : t('addToCart')}
      </Button>
    </Badge>
  );
}
