import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import type { TPass } from '../../../shared/hallpasses';
import { formatPoints } from '../../../shared/scoring';
import { formatDateTime } from '../../components/format';
import { formatCountdown, passEndsAt, studentName } from './pass-time';

type TManagePassesTableProps = {
  label: string;
  passes: readonly TPass[];
  /** Active passes show their time left (the time now, ticking); expired ones don't need it. */
  now?: number;
  onEdit: (pass: TPass) => void;
  onDelete: (pass: TPass) => void;
};

/** Manage Hallpasses' rows: student, destination, created, duration, created by, cost, edit and delete. */
export const ManagePassesTable = memo(function ManagePassesTable(props: TManagePassesTableProps) {
  const { label, passes, now, onEdit, onDelete } = props;
  return (
    <TableContainer>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            <TableCell>Student</TableCell>
            <TableCell>Destination</TableCell>
            <TableCell>Created</TableCell>
            <TableCell align="right">Duration</TableCell>
            {now !== undefined ? <TableCell align="right">Time left</TableCell> : null}
            <TableCell>Created by</TableCell>
            <TableCell align="right">Cost</TableCell>
            <TableCell align="right">Actions</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {passes.map((pass) => (
            <TableRow key={pass._id}>
              <TableCell>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {studentName(pass)}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  Period {pass.period}
                </Typography>
              </TableCell>
              <TableCell>{pass.destination}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(pass.createdAt)}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {pass.duration} min
              </TableCell>
              {now !== undefined ? (
                <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                  {formatCountdown(passEndsAt(pass) - now)}
                </TableCell>
              ) : null}
              <TableCell>{pass.createdBy}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {pass.cost === 0 ? 'Free' : formatPoints(pass.cost)}
              </TableCell>
              <TableCell align="right">
                <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 0.5 }}>
                  <Tooltip title="Edit hallpass">
                    <IconButton aria-label={`Edit ${studentName(pass)}'s hallpass`} onClick={() => onEdit(pass)}>
                      <EditIcon />
                    </IconButton>
                  </Tooltip>
                  <Tooltip title="Delete hallpass">
                    <IconButton
                      aria-label={`Delete ${studentName(pass)}'s hallpass`}
                      color="error"
                      onClick={() => onDelete(pass)}
                    >
                      <DeleteIcon />
                    </IconButton>
                  </Tooltip>
                </Box>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
});
