import BoltIcon from '@mui/icons-material/Bolt';
import Chip from '@mui/material/Chip';
import { Tooltip } from '../../../components/Tooltip';
import type { TPurchase, TPurchaseStatus } from '../../../../shared/store';
import { useText } from '../../../i18n/use-text';
import { ordersText } from './texts';

/** Each status's catalogue key. */
const STATUS_LABEL: Record<TPurchaseStatus, 'statusPending' | 'statusApproved' | 'statusDeclined'> = {
  pending: 'statusPending',
  approved: 'statusApproved',
  declined: 'statusDeclined',
};
const STATUS_COLOR: Record<TPurchaseStatus, 'warning' | 'success' | 'error'> = {
  pending: 'warning',
  approved: 'success',
  declined: 'error',
};

export function PurchaseStatusChip({ status }: { status: TPurchaseStatus }) {
  const t = useText(ordersText);
  return <Chip size="small" variant="outlined" color={STATUS_COLOR[status]} label={t(STATUS_LABEL[status])} />;
}

/** A Prime student's order with same-day delivery: processed first. */
export function SameDayBadge() {
  const t = useText(ordersText);
  return (
    <Tooltip title={t('sameDayTooltip')}>
      <Chip size="small" color="secondary" icon={<BoltIcon />} label={t('sameDay')} />
    </Tooltip>
  );
}

/** '2 × Pencil, 1 × Eraser' in the order's own line order. */
export function itemsText(purchase: Pick<TPurchase, 'products' | 'quantities'>): string {
  return purchase.products
    .map((line) =>
      ordersText.t('itemLine', { quantity: purchase.quantities[line._id] ?? line.quantity, name: line.name }),
    )
    .join(ordersText.t('itemSeparator'));
}
