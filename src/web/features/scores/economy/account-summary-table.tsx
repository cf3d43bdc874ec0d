import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { TEconomy } from '../../../../shared/ledger';
import { formatPoints } from '../../../../shared/scoring';
import { byLastName, lastNameFirst } from '../../courses';
import { compareText } from '../../../components/compare-text';
import { usePhone } from '../../../components/use-phone';
import { TableScroller } from '../../../components/TableScroller';
import { scoresText } from '../texts';
import { useText } from '../../../i18n/use-text';

type TEconomyStudent = TEconomy['students'][number];
type TColumn = 'name' | 'username' | 'period' | 'balance' | 'scores' | 'bonuses' | 'fines' | 'purchases';

const COLUMNS = [
  { key: 'name', label: 'colName', numeric: false },
  { key: 'username', label: 'colUsername', numeric: false },
  { key: 'period', label: 'colPeriod', numeric: true },
  { key: 'balance', label: 'colBalance', numeric: true },
  { key: 'scores', label: 'colAssessment', numeric: true },
  { key: 'bonuses', label: 'colBonus', numeric: true },
  { key: 'fines', label: 'colFine', numeric: true },
  { key: 'purchases', label: 'colPurchase', numeric: true },
] as const satisfies readonly { key: TColumn; label: string; numeric: boolean }[];

function compare(a: TEconomyStudent, b: TEconomyStudent, column: TColumn): number {
  switch (column) {
    case 'name':
      return byLastName(a, b);
    case 'username':
      return compareText(a.username, b.username);
    case 'period':
      return (a.course?.period ?? -1) - (b.course?.period ?? -1) || byLastName(a, b);
    default:
      return a.totals[column] - b.totals[column] || byLastName(a, b);
  }
}

/** On a phone the username and period move under the name, so the balance is the second column. */
const PHONE_HIDDEN: readonly TColumn[] = ['username', 'period'];

/** The 'Account Summary' table of the Economy View, sortable by any column. */
export function AccountSummaryTable({
  students,
  finesEnabled,
}: {
  students: TEconomyStudent[];
  finesEnabled: boolean;
}) {
  const t = useText(scoresText);
  const [sort, setSort] = useState<{ column: TColumn; direction: 'asc' | 'desc' }>({
    column: 'name',
    direction: 'asc',
  });
  const phone = usePhone();
  const columns = COLUMNS.filter(
    (c) =>
      (c.key !== 'fines' || finesEnabled || students.some((s) => s.totals.fines !== 0)) &&
      !(phone && PHONE_HIDDEN.includes(c.key)),
  );
  const rows = [...students].sort((a, b) => (sort.direction === 'asc' ? 1 : -1) * compare(a, b, sort.column));

  const sortBy = (column: TColumn, numeric: boolean) =>
    setSort((current) =>
      current.column === column
        ? { column, direction: current.direction === 'asc' ? 'desc' : 'asc' }
        : { column, direction: numeric && column !== 'period' ? 'desc' : 'asc' },
    );

  if (students.length === 0) {
    return <Box sx={{ textAlign: 'center', py: 5, color: 'text.secondary' }}>{t('noData')}</Box>;
  }

  return (
    // The amounts scroll sideways inside the card when they don't fit; the page itself never does.
    <TableScroller label={t('accountSummary')}>
      <Table
        size="small"
        aria-label={t('accountSummary')}
        stickyHeader
        sx={phone ? { '& th, & td': { px: 1 } } : undefined}
      >
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell
                key={column.key}
                align={column.numeric ? 'right' : 'left'}
                sortDirection={sort.column === column.key ? sort.direction : false}
                sx={{ whiteSpace: 'nowrap' }}
              >
                <TableSortLabel
                  active={sort.column === column.key}
                  direction={sort.column === column.key ? sort.direction : 'asc'}
                  onClick={() => sortBy(column.key, column.numeric)}
                >
                  {t(column.label)}
                </TableSortLabel>
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((student) => (
            <TableRow key={student._id} hover>
              {columns.map((column) => (
                <TableCell
                  key={column.key}
                  align={column.numeric ? 'right' : 'left'}
                  sx={{
                    whiteSpace: phone && column.key === 'name' ? 'normal' : 'nowrap',
                    minWidth: phone && column.key === 'name' ? 150 : undefined,
                    fontVariantNumeric: 'tabular-nums',
                    fontWeight: column.key === 'balance' || column.key === 'name' ? 600 : undefined,
                  }}
                >
                  {phone && column.key === 'name' ? <PhoneNameCell student={student} /> : cellText(student, column.key)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableScroller>
  );
}

/** The name with the username and period under it (the columns a phone has no room for). */
function PhoneNameCell({ student }: { student: TEconomyStudent }) {
  const t = useText(scoresText);
  return (
    <>
      {lastNameFirst(student)}
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block', fontWeight: 400 }}>
        {student.username}
        {student.course ? t('periodOf', { period: student.course.period }) : ''}
      </Typography>
    </>
  );
}

function cellText(student: TEconomyStudent, column: TColumn): string {
  switch (column) {
    case 'name':
      return lastNameFirst(student);
    case 'username':
      return student.username;
    case 'period':
      return student.course ? String(student.course.period) : '—';
    default:
      return formatPoints(student.totals[column]);
  }
}
