import DeleteIcon from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { Tooltip } from '../../../components/Tooltip';
import Typography from '@mui/material/Typography';
import type { TPurchase } from '../../../../shared/store';
import { formatPoints } from '../../../../shared/scoring';
import { fullName } from '../../courses';
import { formatDate, formatDateTime } from '../../../components/format';
import { PurchaseStatusChip, SameDayBadge, itemsText } from './purchase-display';
import { VisuallyHidden } from '../../../components/VisuallyHidden';
import { TableScroller } from '../../../components/TableScroller';
import { useText } from '../../../i18n/use-text';
import { ordersText } from './texts';

type TPurchasesTableProps = { purchases: TPurchase[]; onDelete: (purchase: TPurchase) => void };

const wide = { display: { xs: 'none', md: 'table-cell' } } as const;
const narrowOnly = { display: { xs: 'flex', md: 'none' } } as const;

/** Manage Purchases (seed 001 section 2): date, student, items, total, status, note; in the server's order. */
export function PurchasesTable({ purchases, onDelete }: TPurchasesTableProps) {
  const t = useText(ordersText);
  return (
    <TableScroller label={t('purchases')}>
      <Table
        size="small"
        aria-label={t('purchases')}
        sx={{ '& .MuiTableCell-root': { px: { xs: 1, sm: 2 }, verticalAlign: 'top' } }}
      >
        <TableHead>
          <TableRow>
            <TableCell sx={wide}>{t('date')}</TableCell>
            <TableCell>{t('student')}</TableCell>
            <TableCell>{t('items')}</TableCell>
            <TableCell align="right">{t('total')}</TableCell>
            <TableCell sx={wide}>{t('status')}</TableCell>
            <TableCell sx={wide}>{t('note')}</TableCell>
            <TableCell align="right">
              <VisuallyHidden>{t('actions')}</VisuallyHidden>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {purchases.map((purchase) => (
            <PurchaseRow key={purchase._id} purchase={purchase} onDelete={() => onDelete(purchase)} />
          ))}
        </TableBody>
      </Table>
    </TableScroller>
  );
}

function PurchaseRow({ purchase, onDelete }: { purchase: TPurchase; onDelete: () => void }) {
  const t = useText(ordersText);
  const name = fullName(purchase.student);
  const course = purchase.student.course;
  const date = (
    <Tooltip title={formatDateTime(purchase.createdAt)}>
      <span>{formatDate(purchase.createdAt)}</span>
    </Tooltip>
  );
  return (
    <TableRow hover>
      <TableCell sx={{ ...wide, whiteSpace: 'nowrap' }}>
        {date}
        {purchase.sameDay ? (
          <Box sx={{ mt: 0.5 }}>
            <SameDayBadge />
          </Box>
        ) : null}
      </TableCell>
      <TableCell sx={{ overflowWrap: 'break-word' }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {name}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="div">
          {course ? t('period', { period: course.period }) : t('noCourse')}
        </Typography>
        <Box sx={{ ...narrowOnly, flexWrap: 'wrap', alignItems: 'center', gap: 0.5, mt: 0.5 }}>
          <Typography variant="caption" color="text.secondary">
            {formatDate(purchase.createdAt)}
          </Typography>
          {purchase.sameDay ? <SameDayBadge /> : null}
        </Box>
      </TableCell>
      <TableCell sx={{ overflowWrap: 'break-word' }}>
        <Typography variant="body2">{itemsText(purchase)}</Typography>
        {purchase.note ? (
          <Typography
            variant="caption"
            color="text.secondary"
            component="div"
            sx={{ display: { md: 'none' }, mt: 0.5 }}
          >
            {t('noteLine', { note: purchase.note })}
          </Typography>
        ) : null}
      </TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
        {formatPoints(purchase.total)}
        <Box sx={{ ...narrowOnly, justifyContent: 'flex-end', mt: 0.5 }}>
          <PurchaseStatusChip status={purchase.status} />
        </Box>
      </TableCell>
      <TableCell sx={wide}>
        <PurchaseStatusChip status={purchase.status} />
      </TableCell>
      <TableCell sx={{ ...wide, overflowWrap: 'anywhere', color: 'text.secondary' }}>{purchase.note}</TableCell>
      <TableCell align="right" sx={{ py: 0.25 }}>
        <IconButton size="small" color="error" aria-label={t('deletePurchaseBy', { name })} onClick={onDelete}>
          <DeleteIcon fontSize="small" />
        </IconButton>
      </TableCell>
    </TableRow>
  );
}
