import ConfirmationNumberIcon from '@mui/icons-material/ConfirmationNumber';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { clockLabel } from '../../../shared/hall-rules';
import { HALLPASS_TEXT, type THallStatus } from '../../../shared/hallpasses';
import { formatPoints } from '../../../shared/scoring';
import { ApiError } from '../../api/api-error';
import { BalanceBox } from '../../components/BalanceBox';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { ErrorList } from '../../components/ErrorList';
import { useSnackbar } from '../../components/use-snackbar';
import { PassAlerts, passAlertsOf } from './pass-alerts';
import { formatTime } from './pass-time';
import { useBuyPass } from './queries';

type TBuyPassProps = {
  hall: THallStatus;
  duration: number;
  balance: number | undefined;
  /** The teacher lets a student buy with too few points. */
  belowZeroAllowed: boolean;
  /** The limit is reached (counted here, so the student is told before pressing). */
  limitReached: boolean;
};

const priceText = (price: number) => (price === 0 ? 'free' : formatPoints(price));
type TChoice = THallStatus['destinations'][number];

/** What the hall says about a destination before the press (P48): free, full until a time, or a line. */
function placeOf(hall: THallStatus, choice: TChoice): { full: boolean; freesAt: string | null } {
  const times = [hall.freesAt, choice.freesAt].filter((t): t is string => t !== null);
  if (times.length === 0 || hall.accommodation) return { full: false, freesAt: null };
  return { full: true, freesAt: times.sort().at(-1) ?? null };
}

/**
 * 'Buy a pass' (P48): the student picks a destination (its price and whether the teacher must OK
 * it shown), sees before pressing whether the hall has room and when a place frees, and joins the
 * wait line when it is full and the teacher runs one. Confirmed first; refusals are shown kindly.
 */
export function BuyPass({ hall, duration, balance, belowZeroAllowed, limitReached }: TBuyPassProps) {
  const { enqueueSnackbar } = useSnackbar();
  const buy = useBuyPass();
  const [confirming, setConfirming] = useState(false);
  const [picked, setPicked] = useState<string | null>(null);
  const labelId = useId();
  const choice = hall.destinations.find((d) => d.name === picked) ?? hall.destinations[0];
  if (!choice) return null;
  const price = choice.cost;
  const place = placeOf(hall, choice);
  const joinsLine = place.full && !choice.needsApproval && hall.waitLine;
  const blocked = place.full && !choice.needsApproval && !hall.waitLine;
  const paused = hall.blackoutUntil !== null && !hall.accommodation;
  const shortOfPoints = !belowZeroAllowed && !hall.accommodation && balance !== undefined && balance < price;
  const limited = limitReached && !hall.accommodation;
  const known = {
    ...(limited ? { hallpassLimitReached: [HALLPASS_TEXT.limitForStudent] } : {}),
    ...(shortOfPoints ? { insufficientFunds: [HALLPASS_TEXT.fundsForStudent] } : {}),
  };
  const refused = passAlertsOf(buy.error);
  const alerts = refused ?? (Object.keys(known).length > 0 ? known : null);
  const seeTeacher = buy.error instanceof ApiError && buy.error.errors.hallpass !== undefined;
  const action = choice.needsApproval ? 'Ask for a pass' : joinsLine ? 'Join the line' : 'Buy a pass';

  // The promise, not mutate's callbacks: a bought pass replaces this form before they would run.
  const confirm = () =>
    void buy
      .mutateAsync(choice.name)
      .then(
        (made) =>
          enqueueSnackbar(
            made.pass.state === 'requested'
              ? 'Asked your teacher'
              : made.pass.state === 'waiting'
                ? 'You are in line'
                : 'Pass created',
            { variant: 'success' },
          ),
        () => undefined,
      )
      .finally(() => setConfirming(false));

  return (
    <Stack spacing={2}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <ConfirmationNumberIcon color="primary" sx={{ fontSize: 48 }} aria-hidden="true" />
        <Box sx={{ flex: '1 1 180px', minWidth: 0 }}>
          <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
            Need to leave class?
          </Typography>
          <Typography color="text.secondary">
            {hall.destinations.length === 1
              ? `A hallpass to the ${choice.name} for ${duration} minutes costs ${priceText(price)}.`
              : `Choose where you are going. A hallpass lasts ${duration} minutes.`}
          </Typography>
        </Box>
      </Box>
      {hall.destinations.length > 1 ? (
        <FormControl>
          <FormLabel id={labelId}>Where to?</FormLabel>
          <RadioGroup aria-labelledby={labelId} value={choice.name} onChange={(e) => setPicked(e.target.value)}>
            {hall.destinations.map((d) => (
              <FormControlLabel
                key={d.name}
                value={d.name}
                control={<Radio />}
                label={
                  <span>
                    {d.name} · {priceText(d.cost)}
                    {d.needsApproval ? " · needs your teacher's OK" : ''}
                    {d.maxOut > 0 ? ` · ${d.out} of ${d.maxOut} there now` : ''}
                  </span>
                }
              />
            ))}
          </RadioGroup>
        </FormControl>
      ) : null}
      <HallNow hall={hall} full={place.full} freesAt={place.freesAt} />
      {choice.needsApproval ? (
        <Alert severity="info">Your teacher needs to OK a pass to {choice.name}. You can go once they do.</Alert>
      ) : null}
      {paused ? (
        <Alert severity="info">
          Passes are paused right now. They open again at {clockLabel(hall.blackoutUntil!)}. If this is an emergency,
          please see your teacher.
        </Alert>
      ) : null}
      {hall.accommodation ? <Alert severity="success">Your passes are free.</Alert> : null}
      {hall.accommodation ? null : <BalanceBox balance={balance} cost={price} />}
      {alerts ? <PassAlerts alerts={alerts} severity="warning" /> : null}
      {seeTeacher ? <Alert severity="info">{HALLPASS_TEXT.seeTeacher}</Alert> : null}
      {refused || seeTeacher ? null : <ErrorList error={buy.error} />}
      <Button
        variant="contained"
        size="large"
        startIcon={<ConfirmationNumberIcon />}
        disabled={limited || shortOfPoints || paused || blocked || buy.isPending}
        onClick={() => {
          buy.reset();
          setConfirming(true);
        }}
        sx={{ alignSelf: { sm: 'flex-start' } }}
      >
        {action} ({priceText(price)})
      </Button>
      <ConfirmDialog
        open={confirming}
        title={choice.needsApproval ? 'Ask for a hallpass?' : joinsLine ? 'Join the line?' : 'Buy a hallpass?'}
        confirmLabel={choice.needsApproval ? 'Ask' : joinsLine ? 'Join' : 'Buy'}
        busyLabel="Sending..."
        busy={buy.isPending}
        onConfirm={confirm}
        onCancel={() => setConfirming(false)}
      >
        {choice.needsApproval
          ? `Your teacher will be asked for a hallpass to ${choice.name} for ${duration} minutes.`
          : joinsLine
            ? `You will wait in line for a hallpass to ${choice.name}; it starts when a place frees and lasts ${duration} minutes.`
            : `Your hallpass to ${choice.name} starts now and lasts ${duration} minutes.`}{' '}
        {price === 0
          ? 'It is free.'
          : `${formatPoints(price)} will be taken from your balance${
              choice.needsApproval || joinsLine ? ', and given back if you do not go' : ''
            }.`}
      </ConfirmDialog>
    </Stack>
  );
}

/** Who is out, without names: "1 of 1 out · a place frees at 10:42 AM · 2 waiting". */
function HallNow({ hall, full, freesAt }: { hall: THallStatus; full: boolean; freesAt: string | null }) {
  const parts = [
    hall.maxOut > 0 ? `${hall.out} of ${hall.maxOut} out now` : `${hall.out} out now`,
    ...(full && freesAt ? [`a place frees at ${formatTime(freesAt)}`] : []),
    ...(hall.waitLine && hall.waiting > 0 ? [`${hall.waiting} waiting`] : []),
  ];
  return (
    <Alert severity={full ? 'warning' : 'success'} variant="outlined" role="status">
      {full
        ? hall.waitLine
          ? 'The hall is full: you can join the line. '
          : 'The hall is full right now. '
        : 'There is room in the hall. '}
      {parts.join(' · ')}.
    </Alert>
  );
}
