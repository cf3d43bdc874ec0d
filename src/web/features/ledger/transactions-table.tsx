import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { Tooltip } from '../../components/Tooltip';
import Typography from '@mui/material/Typography';
import type { TTransaction } from '../../../shared/ledger';
import { formatPoints } from '../../../shared/scoring';
import { EmptyState } from '../../components/EmptyState';
import { formatDate, formatDateTime } from '../../components/format';
import { TYPE_COLOR, TYPE_LABEL_KEY, balanceEffect, describeTransaction } from './transaction-display';
import { TableScroller } from '../../components/TableScroller';
import { ledgerHistoryText } from './history/texts';
import { useText } from '../../i18n/use-text';

type TTransactionsTableProps = {
  transactions: TTransaction[];
  /** The teacher's 'Edit transactions' mode: only editable entries, with edit and delete. */
  editing?: boolean;
  onEdit?: (transaction: TTransaction) => void;
  onDelete?: (transaction: TTransaction) => void;
};

function signed(points: number): string {
  return points > 0 ? `+${formatPoints(points)}` : formatPoints(points);
}

/** Seed 000 section 2: date, type, description, amount; newest first as the server sends them. */
export function TransactionsTable({ transactions, editing = false, onEdit, onDelete }: TTransactionsTableProps) {
  const t = useText(ledgerHistoryText);
  const rows = editing ? transactions.filter((t) => t.editable) : transactions;
  if (rows.length === 0) {
    return editing ? (
      <EmptyState icon={<EditIcon />} title={t('noEditable')} description={t('noEditableHint')} />
    ) : (
      <EmptyState icon={<ReceiptLongIcon />} title={t('noTransactions')} description={t('noTransactionsHint')} />
    );
  }

  return (
    <TableScroller label={t('transactions')}>
      <Table size="small" aria-label={t('transactions')} sx={{ '& .MuiTableCell-root': { px: { xs: 1, sm: 2 } } }}>
        <TableHead>
          <TableRow>
            <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{t('date')}</TableCell>
            <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{t('type')}</TableCell>
            <TableCell>{t('description')}</TableCell>
            <TableCell align="right">{t('amount')}</TableCell>
            {editing ? <TableCell align="right">{t('actions')}</TableCell> : null}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((transaction) => {
            const { primary, secondary } = describeTransaction(transaction);
            const effect = balanceEffect(transaction);
            const typeChip = (
              <Chip
                size="small"
                variant="outlined"
                color={TYPE_COLOR[transaction.type]}
                label={t(TYPE_LABEL_KEY[transaction.type])}
              />
            );
            return (
              <TableRow key={transaction._id} hover>
                <TableCell
                  sx={{ whiteSpace: 'nowrap', verticalAlign: 'top', display: { xs: 'none', sm: 'table-cell' } }}
                >
                  <Tooltip title={formatDateTime(transaction.createdAt)}>
                    <span>{formatDate(transaction.createdAt)}</span>
                  </Tooltip>
                </TableCell>
                <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' }, verticalAlign: 'top' }}>
                  {typeChip}
                </TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere', verticalAlign: 'top' }}>
                  <Typography variant="body2">{primary}</Typography>
                  {secondary ? (
                    <Typography variant="caption" component="div" color="text.secondary">
                      {secondary}
                    </Typography>
                  ) : null}
                  <Box sx={{ display: { xs: 'flex', sm: 'none' }, alignItems: 'center', gap: 1, mt: 0.5 }}>
                    {typeChip}
                    <Typography variant="caption" color="text.secondary">
                      {formatDate(transaction.createdAt)}
                    </Typography>
                  </Box>
                </TableCell>
                <TableCell
                  align="right"
                  sx={{
                    whiteSpace: 'nowrap',
                    fontWeight: 600,
                    fontVariantNumeric: 'tabular-nums',
                    verticalAlign: 'top',
                    color: effect < 0 ? 'error.main' : effect > 0 ? 'success.main' : 'text.primary',
                  }}
                >
                  {signed(effect)}
                </TableCell>
                {editing ? (
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap', verticalAlign: 'top', py: 0.25 }}>
                    <IconButton
                      size="small"
                      aria-label={t('editTransaction', { name: primary })}
                      onClick={() => onEdit?.(transaction)}
                    >
                      <EditIcon fontSize="small" />
                    </IconButton>
                    <IconButton
                      size="small"
                      color="error"
                      aria-label={t('deleteTransaction', { name: primary })}
                      onClick={() => onDelete?.(transaction)}
                    >
                      <DeleteIcon fontSize="small" />
                    </IconButton>
                  </TableCell>
                ) : null}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableScroller>
  );
}
