import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { TPassReport, TPassReportStudent } from '../../../shared/hall-report';
import { formatNumber } from '../../components/format';
import { TableScroller } from '../../components/TableScroller';
import { useText } from '../../i18n/use-text';
import { fullName } from '../courses';
import { manageHallpassesText } from './manage/texts';

/** Narrow cells on a phone, so four columns fit 390 px without scrolling. */
const COMPACT = { '& th, & td': { px: { xs: 1, sm: 2 } } } as const;
const NUMBER = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

/** 'Library 2 · Restroom 1': where a student went, most first. */
export function destinationsOfStudent(row: TPassReportStudent): string {
  return row.byDestination.map((d) => `${d.name} ${formatNumber(d.passes)}`).join(' · ');
}

/** The week per student: passes, whole minutes out, late; where they went under the name. */
export function StudentsReportTable({ students }: { students: TPassReport['students'] }) {
  const t = useText(manageHallpassesText);
  const label = t('perStudent');
  return (
    <TableScroller label={label}>
      <Table size="small" aria-label={label} sx={COMPACT}>
        <TableHead>
          <TableRow>
            <TableCell>{t('student')}</TableCell>
            <TableCell align="right">{t('passes')}</TableCell>
            <TableCell align="right">{t('minutesHeader')}</TableCell>
            <TableCell align="right">{t('late')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {students.map((row) => (
            <TableRow key={row.student._id}>
              <TableCell component="th" scope="row">
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {fullName(row.student)}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {destinationsOfStudent(row)}
                </Typography>
              </TableCell>
              <TableCell align="right" sx={NUMBER}>
                {formatNumber(row.passes)}
              </TableCell>
              <TableCell align="right" sx={NUMBER}>
                {formatNumber(row.minutes)}
              </TableCell>
              <TableCell align="right" sx={NUMBER}>
                {formatNumber(row.late)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableScroller>
  );
}

type TDestinationsReportTableProps = {
  destinations: TPassReport['destinations'];
  /** Shows a destination's passes of the week (its history). */
  onShow: (name: string) => void;
};

/** The week per destination: passes, minutes, the average; each name opens its history. */
export function DestinationsReportTable({ destinations, onShow }: TDestinationsReportTableProps) {
  const t = useText(manageHallpassesText);
  const label = t('perDestination');
  return (
    <TableScroller label={label}>
      <Table size="small" aria-label={label} sx={COMPACT}>
        <TableHead>
          <TableRow>
            <TableCell>{t('destination')}</TableCell>
            <TableCell align="right">{t('passes')}</TableCell>
            <TableCell align="right">{t('minutesHeader')}</TableCell>
            <TableCell align="right">{t('average')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {destinations.map((row) => (
            <TableRow key={row.name}>
              <TableCell component="th" scope="row">
                <Button
                  size="small"
                  onClick={() => onShow(row.name)}
                  aria-label={t('showPassesLabel', { destination: row.name })}
                  sx={{ ml: -1, minWidth: 0, textAlign: 'left', textDecoration: 'underline' }}
                >
                  {row.name}
                </Button>
              </TableCell>
              <TableCell align="right" sx={NUMBER}>
                {formatNumber(row.passes)}
              </TableCell>
              <TableCell align="right" sx={NUMBER}>
                {formatNumber(row.minutes)}
              </TableCell>
              <TableCell align="right" sx={NUMBER}>
                {t('minutes', { minutes: formatNumber(row.averageMinutes) })}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableScroller>
  );
}
