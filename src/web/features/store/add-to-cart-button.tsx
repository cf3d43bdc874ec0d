import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import Badge from '@mui/material/Badge';
import Button from '@mui/material/Button';

type TAddToCartButtonProps = {
  /** How many of this product are in the cart. */
  count: number;
  /** At the per-student limit (cartQuantityLimit): the button reads 'Max limit reached'. */
  atLimit: boolean;
  onAdd: () => void;
};

/** Seed 001 section 2: add one to the cart, with a badge of the cart count; disabled at the limit. */
export function AddToCartButton({ count, atLimit, onAdd }: TAddToCartButtonProps) {
  return (
    <Badge badgeContent={count} color="secondary" overlap="rectangular" sx={{ width: '100%' }}>
      <Button variant="contained" fullWidth startIcon={<AddShoppingCartIcon />} onClick={onAdd} disabled={atLimit}>
        {atLimit ? 'Max limit reached' : 'Add to cart'}
      </Button>
    </Badge>
  );
}
