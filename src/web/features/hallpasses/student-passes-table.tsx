import ConfirmationNumberIcon from '@mui/icons-material/ConfirmationNumber';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { TPass } from '../../../shared/hallpasses';
import { EmptyState } from '../../components/EmptyState';
import { formatDate } from '../../components/format';
import { formatTime } from './pass-time';
import { TableScroller } from '../../components/TableScroller';
import { useText } from '../../i18n/use-text';
import { hallpassesText } from './texts';

/** Seed 000 section 9: date, time, duration (min), destination, created by. */
export function StudentPassesTable({ passes }: { passes: readonly TPass[] }) {
  const t = useText(hallpassesText);
  if (passes.length === 0)
    return <EmptyState icon={<ConfirmationNumberIcon />} title={t('noPasses')} description={t('noPassesHint')} />;
  return (
    <TableScroller label={t('yourHallpasses')}>
      <Table size="small" aria-label={t('yourHallpasses')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('date')}</TableCell>
            <TableCell>{t('time')}</TableCell>
            <TableCell align="right">{t('durationMin')}</TableCell>
            <TableCell>{t('destination')}</TableCell>
            <TableCell>{t('createdBy')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {passes.map((pass) => (
            <TableRow key={pass._id}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(pass.createdAt)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatTime(pass.createdAt)}</TableCell>
              <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                {pass.duration}
              </TableCell>
              <TableCell>{pass.destination}</TableCell>
              <TableCell>{pass.createdBy}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableScroller>
  );
}
