import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatPoints } from '../../../shared/scoring';
import type { TPurchase } from '../../../shared/store';
import { OrderInvoice } from './orders/order-invoice';
import { ProductPhoto } from './product-photo';
import { useText } from '../../i18n/use-text';
import { storeCheckoutText } from './checkout/texts';

/** An order's products and quantities, as ordered, with what it charged. */
export function OrderProducts({ purchase }: { purchase: TPurchase }) {
  const t = useText(storeCheckoutText);
  return (
    <Box
      sx={{
        py: 1.5,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 2fr) minmax(220px, 1fr)' },
        alignItems: 'start',
      }}
    >
      <Table size="small" aria-label={t('productsInOrder')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('product')}</TableCell>
            <TableCell align="right">{t('quantity')}</TableCell>
            <TableCell align="right">{t('cost')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {purchase.products.map((line) => {
            const quantity = purchase.quantities[line._id] ?? line.quantity;
            return (
              <TableRow key={line._id}>
                <TableCell component="th" scope="row">
                  <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                    <ProductPhoto
                      url={line.photoUrl}
                      alt=""
                      sx={{ width: 28, height: 28, borderRadius: 0.5, flexShrink: 0, '& svg': { fontSize: 18 } }}
                    />
                    <Typography variant="body2">{line.name}</Typography>
                  </Box>
                </TableCell>
                <TableCell align="right">{quantity}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {formatPoints(line.cost * quantity)}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
      <OrderInvoice totals={purchase} />
    </Box>
  );
}
