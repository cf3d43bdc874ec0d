import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Fragment } from 'react';
import type { ReactNode } from 'react';
import { TableScroller } from '../../components/TableScroller';
import { usePhone } from '../../components/use-phone';
import { useText } from '../../i18n/use-text';
import { recordsText } from './texts';

export type TRecordColumn = {
  header: string;
  /** Points and counts: right-aligned in a table, at the end of the line on a phone. */
  numeric?: boolean;
  /** On a phone the value alone would not say what it is ('Yes', '5'): shown after its header. */
  labelled?: boolean;
};

type TRow = { key: string; cells: readonly ReactNode[] };

type TRecordTableProps = {
  /** The table's name for screen readers, e.g. 'Transactions'. */
  label: string;
  /** The first column is the row's date. */
  columns: readonly TRecordColumn[];
  /** One array of cells per row, in the columns' order, with a key each. */
  rows: readonly TRow[];
};

const isBlank = (cell: ReactNode) => cell === null || cell === undefined || cell === '';

/** A cell as a phone shows it: its header before it when the value alone would not say what it is. */
function phoneCell(column: TRecordColumn | undefined, cell: ReactNode) {
  return (
    <Box component="span">
      {column?.labelled ? (
        <Box component="span" sx={{ color: 'text.secondary' }}>
          {column.header}:{' '}
        </Box>
      ) : null}
      {cell}
    </Box>
  );
}

/**
 * On a phone each row is a short entry (its date above, what happened below, the points at the
 * end) rather than a table wider than the screen: a record is read top to bottom.
 */
function PhoneRows({ label, columns, rows }: TRecordTableProps) {
  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {rows.map((row) => {
        const [date, ...rest] = row.cells;
        const cells = rest.map((cell, index) => ({ cell, column: columns[index + 1], index }));
        const words = cells.filter(({ cell, column }) => !column?.numeric && !isBlank(cell));
        const numbers = cells.filter(({ cell, column }) => column?.numeric && !isBlank(cell));
        return (
          <Box component="li" key={row.key} sx={{ py: 1, borderBottom: 1, borderColor: 'divider' }}>
            <Typography variant="body2" color="text.secondary">
              {date}
            </Typography>
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'baseline' }}>
              <Typography variant="body2" component="div" sx={{ flexGrow: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
                {words.map(({ cell, column, index }, at) => (
                  <Fragment key={index}>
                    {at > 0 ? ' · ' : null}
                    {phoneCell(column, cell)}
                  </Fragment>
                ))}
              </Typography>
              {numbers.length > 0 ? (
                <Typography
                  variant="body2"
                  component="div"
                  sx={{ fontWeight: 600, textAlign: 'right', fontVariantNumeric: 'tabular-nums', flexShrink: 0 }}
                >
                  {numbers.map(({ cell, column, index }) => (
                    <Box key={index}>{phoneCell(numbers.length > 1 ? column : undefined, cell)}</Box>
                  ))}
                </Typography>
              ) : null}
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}

/** One list of a record: a plain table, entries on a phone; an empty one says so in a word. */
export function RecordTable(props: TRecordTableProps) {
  const { label, columns, rows } = props;
  const t = useText(recordsText);
  const phone = usePhone();
  if (rows.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {t('none')}
      </Typography>
    );
  }
  if (phone) return <PhoneRows {...props} />;
  return (
    <TableScroller label={label}>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column.header} align={column.numeric ? 'right' : 'left'} sx={{ fontWeight: 600 }}>
                {column.header}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.key}>
              {row.cells.map((cell, index) => {
                const column = columns[index];
                return (
                  <TableCell
                    key={column?.header ?? index}
                    align={column?.numeric ? 'right' : 'left'}
                    sx={{
                      verticalAlign: 'top',
                      ...(column?.numeric ? { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } : {}),
                    }}
                  >
                    {cell}
                  </TableCell>
                );
              })}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableScroller>
  );
}
