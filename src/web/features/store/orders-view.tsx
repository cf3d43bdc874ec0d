import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useState } from 'react';
import type { TPurchase } from '../../../shared/store';
import { EmptyState } from '../../components/EmptyState';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import { QueryStatus } from '../../components/QueryStatus';
import { CancelOrderDialog } from './cancel-order-dialog';
import { OrderCard } from './order-card';
import { OrderRow } from './order-row';
import { useStudentPurchases } from './queries';
import { usePhone } from '../../components/use-phone';
import { TableScroller } from '../../components/TableScroller';
import { useText } from '../../i18n/use-text';
import { storeCheckoutText } from './checkout/texts';
import { storeText } from './texts';

/** 'Your Orders': Purchase Date, Total Items, Total Cost, Notes, Status; rows open to their products. */
export function OrdersView() {
  const t = useText(storeCheckoutText);
  const storeT = useText(storeText);
  const purchases = useStudentPurchases(true);
  const [cancelling, setCancelling] = useState<TPurchase | null>(null);
  const phone = usePhone();

  if (purchases.isPending || purchases.isError) return <QueryStatus query={purchases} />;

  return (
    <Card>
      {purchases.data.length === 0 ? (
        <EmptyState icon={<ReceiptLongIcon />} title={t('noPurchases')} />
      ) : phone ? (
        <Box component="ul" aria-label={storeT('yourOrders')} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {purchases.data.map((purchase) => (
            <OrderCard key={purchase._id} purchase={purchase} onCancel={setCancelling} />
          ))}
        </Box>
      ) : (
        <TableScroller label={storeT('yourOrders')}>
          <Table size="small" aria-label={storeT('yourOrders')}>
            <TableHead>
              <TableRow>
                <TableCell padding="checkbox">
                  <VisuallyHidden>{storeT('products')}</VisuallyHidden>
                </TableCell>
                <TableCell>{t('purchaseDate')}</TableCell>
                <TableCell align="right">{t('totalItems')}</TableCell>
                <TableCell align="right">{t('totalCost')}</TableCell>
                <TableCell>{t('notes')}</TableCell>
                <TableCell>{storeT('status')}</TableCell>
                <TableCell padding="checkbox">
                  <VisuallyHidden>{storeT('actions')}</VisuallyHidden>
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {purchases.data.map((purchase) => (
                <OrderRow key={purchase._id} purchase={purchase} onCancel={setCancelling} />
              ))}
            </TableBody>
          </Table>
        </TableScroller>
      )}
      <CancelOrderDialog purchase={cancelling} onClose={() => setCancelling(null)} />
    </Card>
  );
}
