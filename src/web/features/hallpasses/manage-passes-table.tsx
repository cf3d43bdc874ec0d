import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { Tooltip } from '../../components/Tooltip';
import Typography from '@mui/material/Typography';
import { memo, type ReactNode } from 'react';
import type { TPass } from '../../../shared/hallpasses';
import { formatPoints } from '../../../shared/scoring';
import { formatDateTime } from '../../components/format';
import { usePhone } from '../../components/use-phone';
import { formatCountdown, passEndsAt, studentName } from './pass-time';
import { TableScroller } from '../../components/TableScroller';
import { useText } from '../../i18n/use-text';
import { manageHallpassesText } from './manage/texts';

type TManagePassesTableProps = {
  label: string;
  passes: readonly TPass[];
  /** Active passes show their time left (the time now, ticking); expired ones don't need it. */
  now?: number;
  onEdit: (pass: TPass) => void;
  onDelete: (pass: TPass) => void;
  /** P48: the section's own buttons before edit and delete (Approve, Deny, Back in class). */
  actions?: (pass: TPass) => ReactNode;
};

/** Manage Hallpasses' rows: student, destination, created, duration, created by, cost, edit and delete. */
export const ManagePassesTable = memo(function ManagePassesTable(props: TManagePassesTableProps) {
  const { label, passes, now, onEdit, onDelete, actions } = props;
  const t = useText(manageHallpassesText);
  const phone = usePhone();
  if (phone) return <ManagePassesList {...props} />;
  return (
    <TableScroller label={label}>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            <TableCell>{t('student')}</TableCell>
            <TableCell>{t('destination')}</TableCell>
            <TableCell>{t('created')}</TableCell>
            <TableCell align="right">{t('duration')}</TableCell>
            {now !== undefined ? (
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {t('timeLeft')}
              </TableCell>
            ) : null}
            <TableCell>{t('createdBy')}</TableCell>
            <TableCell align="right">{t('cost')}</TableCell>
            <TableCell align="right">{t('actions')}</TableCell>
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
                  {t('period', { period: pass.period })}
                </Typography>
              </TableCell>
              <TableCell>{pass.destination}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(pass.createdAt)}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {t('minutes', { minutes: pass.duration })}
              </TableCell>
              {now !== undefined ? (
                <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
                  {timeLeftText(pass, now)}
                </TableCell>
              ) : null}
              <TableCell>{pass.createdBy}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {costText(pass.cost)}
              </TableCell>
              <TableCell align="right">
                <PassActions pass={pass} onEdit={onEdit} onDelete={onDelete} actions={actions} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableScroller>
  );
});

const costText = (cost: number) => (cost === 0 ? manageHallpassesText.t('free') : formatPoints(cost));

/** '4:07', or 'Overdue 2:10' past its minutes (not colour alone). */
function timeLeftText(pass: TPass, now: number): string {
  const left = passEndsAt(pass) - now;
  return left >= 0 ? formatCountdown(left) : manageHallpassesText.t('overdue', { time: formatCountdown(-left) });
}

type TPassActionsProps = Pick<TManagePassesTableProps, 'onEdit' | 'onDelete' | 'actions'> & { pass: TPass };

function PassActions({ pass, onEdit, onDelete, actions }: TPassActionsProps) {
  const t = useText(manageHallpassesText);
  return (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end', alignItems: 'center', gap: 0.5, flexWrap: 'wrap' }}>
      {actions?.(pass)}
      <Tooltip title={t('editPass')}>
        <IconButton aria-label={t('editLabel', { name: studentName(pass) })} onClick={() => onEdit(pass)}>
          <EditIcon />
        </IconButton>
      </Tooltip>
      <Tooltip title={t('deletePass')}>
        <IconButton
          aria-label={t('deleteLabel', { name: studentName(pass) })}
          color="error"
          onClick={() => onDelete(pass)}
        >
          <DeleteIcon />
        </IconButton>
      </Tooltip>
    </Box>
  );
}

/** On a phone the columns don't fit: one entry per pass, its actions beside it. */
function ManagePassesList({ label, passes, now, onEdit, onDelete, actions }: TManagePassesTableProps) {
  const t = useText(manageHallpassesText);
  return (
    <List aria-label={label} disablePadding>
      {passes.map((pass) => (
        <ListItem key={pass._id} divider sx={{ alignItems: 'flex-start', flexDirection: 'column' }}>
          <ListItemText
            primary={t('studentPeriod', { name: studentName(pass), period: pass.period })}
            slotProps={{ primary: { sx: { fontWeight: 600 } }, secondary: { component: 'div' } }}
            secondary={
              <>
                <div>
                  {pass.destination} · {formatDateTime(pass.createdAt)}
                </div>
                <div>
                  {t('minutesByCost', { minutes: pass.duration, createdBy: pass.createdBy, cost: costText(pass.cost) })}
                </div>
                {now !== undefined ? <div>{t('timeLeftValue', { time: timeLeftText(pass, now) })}</div> : null}
              </>
            }
          />
          <Box sx={{ alignSelf: 'stretch' }}>
            <PassActions pass={pass} onEdit={onEdit} onDelete={onDelete} actions={actions} />
          </Box>
        </ListItem>
      ))}
    </List>
  );
}
