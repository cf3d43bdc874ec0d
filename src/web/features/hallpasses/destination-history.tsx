import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { TPass } from '../../../shared/hallpasses';
import { formatDateTime } from '../../components/format';
import { QueryStatus } from '../../components/QueryStatus';
import { TableScroller } from '../../components/TableScroller';
import { usePhone } from '../../components/use-phone';
import { useText } from '../../i18n/use-text';
import { manageHallpassesText } from './manage/texts';
import { studentName } from './pass-time';
import { useDestinationHistory } from './report-queries';
import { backState, backText, minutesOut } from './report-week';
import { useNow } from './use-now';

type TDestinationHistoryProps = {
  courseId: string | null;
  /** Any day of the week shown. */
  week: string;
  /** What the week's passes went to: the choices. */
  destinations: readonly string[];
  destination: string | null;
  onChoose: (name: string) => void;
};

/** Issue 32: one destination's passes of the week, the latest out first: who, when, minutes, back on time or late. */
export function DestinationHistory({ courseId, week, destinations, destination, onChoose }: TDestinationHistoryProps) {
  const t = useText(manageHallpassesText);
  const id = useId();
  const history = useDestinationHistory(courseId, week, destination);
  const anyOut = history.data?.some((p) => p.returnedAt === null) === true;
  // Minutes of a pass still out grow; a minute's precision is all the column shows.
  const now = useNow(anyOut);
  const label = destination === null ? '' : t('passesTo', { destination });
  const choices =
    destination !== null && !destinations.includes(destination) ? [destination, ...destinations] : destinations;
  return (
    <>
      <FormControl size="small" sx={{ minWidth: 220, maxWidth: '100%', mb: 2, mx: { xs: 1, sm: 0 } }}>
        <InputLabel htmlFor={id} shrink>
          {t('destination')}
        </InputLabel>
        <NativeSelect
          id={id}
          value={destination ?? ''}
          onChange={(event) => onChoose(event.target.value)}
          input={<OutlinedInput label={t('destination')} notched />}
        >
          <option value="" disabled>
            {t('chooseDestination')}
          </option>
          {choices.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </NativeSelect>
      </FormControl>
      {destination === null ? (
        <Typography color="text.secondary" sx={{ px: { xs: 1, sm: 0 } }}>
          {t('chooseDestinationHint')}
        </Typography>
      ) : history.data === undefined ? (
        <QueryStatus query={history} loadingLabel={t('loadingPasses')} />
      ) : history.data.length === 0 ? (
        <Typography color="text.secondary" sx={{ px: { xs: 1, sm: 0 } }}>
          {t('noPassesTo', { destination })}
        </Typography>
      ) : (
        <HistoryRows label={label} passes={history.data} now={now} />
      )}
    </>
  );
}

function HistoryRows({ label, passes, now }: { label: string; passes: readonly TPass[]; now: number }) {
  const t = useText(manageHallpassesText);
  const phone = usePhone();
  const wentOut = (pass: TPass) => formatDateTime(pass.startedAt ?? pass.createdAt);
  if (phone) {
    return (
      <List aria-label={label} disablePadding>
        {passes.map((pass) => (
          <ListItem key={pass._id} divider sx={{ px: 1 }}>
            <ListItemText
              primary={`${studentName(pass)} · ${backText(backState(pass, now))}`}
              secondary={`${wentOut(pass)} · ${t('minutes', { minutes: minutesOut(pass, now) })}`}
              slotProps={{ primary: { sx: { fontWeight: 600 } } }}
            />
          </ListItem>
        ))}
      </List>
    );
  }
  return (
    <TableScroller label={label}>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            <TableCell>{t('student')}</TableCell>
            <TableCell>{t('wentOut')}</TableCell>
            <TableCell align="right">{t('minutesHeader')}</TableCell>
            <TableCell>{t('back')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {passes.map((pass) => (
            <TableRow key={pass._id}>
              <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
                {studentName(pass)}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{wentOut(pass)}</TableCell>
              <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                {minutesOut(pass, now)}
              </TableCell>
              <TableCell>{backText(backState(pass, now))}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableScroller>
  );
}
