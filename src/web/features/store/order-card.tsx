import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { formatPoints } from '../../../shared/scoring';
import type { TPurchase } from '../../../shared/store';
import { formatDateTime } from '../../components/format';
import { PurchaseStatusChip } from './orders/purchase-display';
import { OrderProducts } from './order-products';
import { useText } from '../../i18n/use-text';
import { storeCheckoutText } from './checkout/texts';

type TOrderCardProps = { purchase: TPurchase; onCancel: (purchase: TPurchase) => void };

/** One order on a phone, where the five columns of the table don't fit. */
export function OrderCard({ purchase, onCancel }: TOrderCardProps) {
  const t = useText(storeCheckoutText);
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const titleId = useId();
  return (
    <Box
      component="li"
      aria-labelledby={titleId}
      sx={{ px: 2, py: 1.5, '& + &': { borderTop: 1, borderColor: 'divider' } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Typography id={titleId} sx={{ fontWeight: 600 }}>
          {formatDateTime(purchase.createdAt)}
        </Typography>
        <PurchaseStatusChip status={purchase.status} />
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {t('itemsAndTotal', { count: purchase.totalItems, total: formatPoints(purchase.total) })}
      </Typography>
      {purchase.note ? (
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          {t('notesLine', { note: purchase.note })}
        </Typography>
      ) : null}
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mt: 0.5, ml: -1 }}>
        <Button
          size="small"
          aria-expanded={open}
          aria-controls={detailsId}
          startIcon={open ? <KeyboardArrowUpIcon /> : <KeyboardArrowDownIcon />}
          onClick={() => setOpen((o) => !o)}
        >
          {open ? t('hideProducts') : t('showProducts')}
        </Button>
        {purchase.status === 'pending' ? (
          <IconButton size="small" aria-label={t('deletePurchase')} onClick={() => onCancel(purchase)}>
            <DeleteOutlineIcon fontSize="small" />
          </IconButton>
        ) : null}
      </Box>
      <Collapse in={open} unmountOnExit id={detailsId}>
        <OrderProducts purchase={purchase} />
      </Collapse>
    </Box>
  );
}
