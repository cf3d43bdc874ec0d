import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { TableScroller } from '../../components/TableScroller';

export type TRecordColumn = { header: string; numeric?: boolean };

type TRecordTableProps = {
  /** The table's name for screen readers, e.g. 'Transactions'. */
  label: string;
  columns: readonly TRecordColumn[];
  /** One array of cells per row, in the columns' order, with a key each. */
  rows: readonly { key: string; cells: readonly ReactNode[] }[];
};

/** One list of a record as a plain table; an empty one says so in a word. */
export function RecordTable({ label, columns, rows }: TRecordTableProps) {
  if (rows.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        None
      </Typography>
    );
  }
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
