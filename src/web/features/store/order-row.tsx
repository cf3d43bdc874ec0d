import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { useId, useState } from 'react';
import { formatPoints } from '../../../shared/scoring';
import type { TPurchase } from '../../../shared/store';
import { formatDateTime } from '../../components/format';
import { PurchaseStatusChip } from './orders/purchase-display';
import { OrderProducts } from './order-products';
import { useText } from '../../i18n/use-text';
import { storeCheckoutText } from './checkout/texts';

type TOrderRowProps = { purchase: TPurchase; onCancel: (purchase: TPurchase) => void };

/** One order; it opens to show its products and quantities. Only a pending order can be cancelled. */
export function OrderRow({ purchase, onCancel }: TOrderRowProps) {
  const t = useText(storeCheckoutText);
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  return (
    <>
      <TableRow hover sx={{ '& > td': { borderBottom: open ? 'unset' : undefined } }}>
        <TableCell padding="checkbox">
          <IconButton
            size="small"
            aria-label={open ? t('hideProducts') : t('showProducts')}
            aria-expanded={open}
            aria-controls={detailsId}
            onClick={() => setOpen((o) => !o)}
          >
            {open ? <KeyboardArrowUpIcon /> : <KeyboardArrowDownIcon />}
          </IconButton>
        </TableCell>
        <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(purchase.createdAt)}</TableCell>
        <TableCell align="right">{purchase.totalItems}</TableCell>
        <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
          {formatPoints(purchase.total)}
        </TableCell>
        <TableCell sx={{ minWidth: 120 }}>{purchase.note}</TableCell>
        <TableCell>
          <PurchaseStatusChip status={purchase.status} />
        </TableCell>
        <TableCell padding="checkbox">
          {purchase.status === 'pending' ? (
            <IconButton size="small" aria-label={t('deletePurchase')} onClick={() => onCancel(purchase)}>
              <DeleteOutlineIcon fontSize="small" />
            </IconButton>
          ) : null}
        </TableCell>
      </TableRow>
      <TableRow>
        <TableCell colSpan={7} sx={{ py: 0, ...(open ? null : { borderBottom: 'none' }) }}>
          <Collapse in={open} unmountOnExit id={detailsId}>
            <OrderProducts purchase={purchase} />
          </Collapse>
        </TableCell>
      </TableRow>
    </>
  );
}
