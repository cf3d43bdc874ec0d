import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { TRosterResult } from '../../../shared/rosters';
import { TableScroller } from '../../components/TableScroller';
import { formatNumber } from '../../components/format';
import { usePhone } from '../../components/use-phone';
import { useText } from '../../i18n/use-text';
import { rostersText } from './texts';

/** Each change: its field in the answer, its column's header, and its count on a phone. */
const COLUMNS = [
  ['create', 'columnNew', 'countNew'],
  ['update', 'columnUpdated', 'countUpdated'],
  ['drop', 'columnDropped', 'countDropped'],
  ['restore', 'columnRestored', 'countRestored'],
  ['unchanged', 'columnUnchanged', 'countUnchanged'],
] as const;

type TGroup = Partial<Record<(typeof COLUMNS)[number][0], unknown[] | number>>;

const sizeOf = (value: unknown[] | number) => (Array.isArray(value) ? value.length : value);

/** On a phone, a line per kind of record: "Students: 6 new · 0 updated · …", the changes that can happen. */
function PhoneSummary({ rows }: { rows: [string, TGroup][] }) {
  const t = useText(rostersText);
  return (
    <Box component="ul" aria-label={t('summary')} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {rows.map(([label, group]) => (
        <Box component="li" key={label} sx={{ py: 1, borderBottom: 1, borderColor: 'divider' }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {label}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {COLUMNS.flatMap(([key, , count]) => {
              const value = group[key];
              return value === undefined ? [] : [t(count, { count: formatNumber(sizeOf(value)) })];
            }).join(' · ')}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** How many of each: a row per kind of record, a column per change (a dash where a change can't happen). */
export function RosterSummary({ roster }: { roster: TRosterResult }) {
  const t = useText(rostersText);
  const phone = usePhone();
  const rows: [string, TGroup][] = [
    [t('teachers'), roster.teachers],
    [t('courses'), roster.courses],
    [t('students'), roster.students],
    [t('enrollments'), roster.enrollments],
  ];
  if (phone) return <PhoneSummary rows={rows} />;
  return (
    <TableScroller label={t('summary')}>
      <Table size="small" aria-label={t('summary')}>
        <TableHead>
          <TableRow>
            <TableCell component="td" />
            {COLUMNS.map(([key, label]) => (
              <TableCell key={key} align="right" sx={{ fontWeight: 600 }}>
                {t(label)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map(([label, group]) => (
            <TableRow key={label}>
              <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
                {label}
              </TableCell>
              {COLUMNS.map(([key]) => {
                const value = group[key];
                return (
                  <TableCell key={key} align="right">
                    {value === undefined ? <span aria-label={t('doesNotApply')}>–</span> : formatNumber(sizeOf(value))}
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
