import BoltIcon from '@mui/icons-material/Bolt';
import Chip from '@mui/material/Chip';
import { Tooltip } from '../../../components/Tooltip';
import type { TPurchase, TPurchaseStatus } from '../../../../shared/store';

const STATUS_LABEL: Record<TPurchaseStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  declined: 'Declined',
};
const STATUS_COLOR: Record<TPurchaseStatus, 'warning' | 'success' | 'error'> = {
  pending: 'warning',
  approved: 'success',
  declined: 'error',
};

export function PurchaseStatusChip({ status }: { status: TPurchaseStatus }) {
  return <Chip size="small" variant="outlined" color={STATUS_COLOR[status]} label={STATUS_LABEL[status]} />;
}

/** A Prime student's order with same-day delivery: processed first. */
export function SameDayBadge() {
  return (
    <Tooltip title="Prime same-day delivery: process this order today">
      <Chip size="small" color="secondary" icon={<BoltIcon />} label="Same-day" />
    </Tooltip>
  );
}

/** '2 × Pencil, 1 × Eraser' in the order's own line order. */
export function itemsText(purchase: Pick<TPurchase, 'products' | 'quantities'>): string {
  return purchase.products.map((line) => `${purchase.quantities[line._id] ?? line.quantity} × ${line.name}`).join(', ');
}
