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

/** Seed 000 section 9: date, time, duration (min), destination, created by. */
export function StudentPassesTable({ passes }: { passes: readonly TPass[] }) {
  if (passes.length === 0)
    return (
      <EmptyState
        icon={<ConfirmationNumberIcon />}
        title="No passes have been created"
        description="Your hallpasses will be listed here."
      />
    );
  return (
    <TableScroller label="Your hallpasses">
      <Table size="small" aria-label="Your hallpasses">
        <TableHead>
          <TableRow>
            <TableCell>Date</TableCell>
            <TableCell>Time</TableCell>
            <TableCell align="right">Duration (min)</TableCell>
            <TableCell>Destination</TableCell>
            <TableCell>Created by</TableCell>
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
