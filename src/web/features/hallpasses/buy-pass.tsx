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
import type { THallStatus } from '../../../shared/hallpasses';
import { formatPoints } from '../../../shared/scoring';
import { ApiError } from '../../api/api-error';
import { BalanceBox } from '../../components/BalanceBox';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { ErrorList } from '../../components/ErrorList';
import { useSnackbar } from '../../components/use-snackbar';
import { PassAlerts, passAlertsOf } from './pass-alerts';
import { formatTime } from './pass-time';
import { useBuyPass } from './queries';
import { hallText } from '../../../shared/hall-texts/texts';
import { useText } from '../../i18n/use-text';
import { hallpassesText } from './texts';

type TBuyPassProps = {
  hall: THallStatus;
  duration: number;
  balance: number | undefined;
  /** The teacher lets a student buy with too few points. */
  belowZeroAllowed: boolean;
  /** The limit is reached (counted here, so the student is told before pressing). */
  limitReached: boolean;
};

const priceText = (price: number) => (price === 0 ? hallpassesText.t('free') : formatPoints(price));
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
  const t = useText(hallpassesText);
  const h = useText(hallText);
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
    ...(limited ? { hallpassLimitReached: [h('limitForStudent')] } : {}),
    ...(shortOfPoints ? { insufficientFunds: [h('fundsForStudent')] } : {}),
  };
  const refused = passAlertsOf(buy.error);
  const alerts = refused ?? (Object.keys(known).length > 0 ? known : null);
  const seeTeacher = buy.error instanceof ApiError && buy.error.errors.hallpass !== undefined;
  const action = choice.needsApproval ? t('askForPass') : joinsLine ? t('joinLine') : t('buyPass');

  // The promise, not mutate's callbacks: a bought pass replaces this form before they would run.
  const confirm = () =>
    void buy
      .mutateAsync(choice.name)
      .then(
        (made) =>
          enqueueSnackbar(
            made.pass.state === 'requested'
              ? hallpassesText.t('askedTeacher')
              : made.pass.state === 'waiting'
                ? hallpassesText.t('youAreInLine')
                : hallpassesText.t('passCreated'),
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
            {t('needToLeave')}
          </Typography>
          <Typography color="text.secondary">
            {hall.destinations.length === 1
              ? t('oneDestination', { destination: choice.name, minutes: duration, price: priceText(price) })
              : t('chooseDestination', { minutes: duration })}
          </Typography>
        </Box>
      </Box>
      {hall.destinations.length > 1 ? (
        <FormControl>
          <FormLabel id={labelId}>{t('whereTo')}</FormLabel>
          <RadioGroup aria-labelledby={labelId} value={choice.name} onChange={(e) => setPicked(e.target.value)}>
            {hall.destinations.map((d) => (
              <FormControlLabel
                key={d.name}
                value={d.name}
                control={<Radio />}
                label={
                  <span>
                    {d.name} · {priceText(d.cost)}
                    {d.needsApproval ? t('needsOkPart') : ''}
                    {d.maxOut > 0 ? t('thereNowPart', { out: d.out, max: d.maxOut }) : ''}
                  </span>
                }
              />
            ))}
          </RadioGroup>
        </FormControl>
      ) : null}
      <HallNow hall={hall} full={place.full} freesAt={place.freesAt} />
      {choice.needsApproval ? <Alert severity="info">{t('needsOk', { destination: choice.name })}</Alert> : null}
      {paused ? <Alert severity="info">{h('blackout', { until: clockLabel(hall.blackoutUntil!) })}</Alert> : null}
      {hall.accommodation ? <Alert severity="success">{t('passesFree')}</Alert> : null}
      {hall.accommodation ? null : <BalanceBox balance={balance} cost={price} />}
      {alerts ? <PassAlerts alerts={alerts} severity="warning" /> : null}
      {seeTeacher ? <Alert severity="info">{h('seeTeacher')}</Alert> : null}
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
        {t('actionWithPrice', { action, price: priceText(price) })}
      </Button>
      <ConfirmDialog
        open={confirming}
        title={choice.needsApproval ? t('askTitle') : joinsLine ? t('joinTitle') : t('buyTitle')}
        confirmLabel={choice.needsApproval ? t('ask') : joinsLine ? t('join') : t('buy')}
        busyLabel={t('sending')}
        busy={buy.isPending}
        onConfirm={confirm}
        onCancel={() => setConfirming(false)}
      >
        {t(choice.needsApproval ? 'askBody' : joinsLine ? 'joinBody' : 'buyBody', {
          destination: choice.name,
          minutes: duration,
        })}{' '}
        {price === 0
          ? t('itIsFree')
          : t(choice.needsApproval || joinsLine ? 'takenGivenBack' : 'taken', { points: formatPoints(price) })}
      </ConfirmDialog>
    </Stack>
  );
}

/** Who is out, without names: "1 of 1 out · a place frees at 10:42 AM · 2 waiting". */
function HallNow({ hall, full, freesAt }: { hall: THallStatus; full: boolean; freesAt: string | null }) {
  const t = useText(hallpassesText);
  const parts = [
    hall.maxOut > 0 ? t('outOfMax', { out: hall.out, max: hall.maxOut }) : t('outNow', { out: hall.out }),
    ...(full && freesAt ? [t('placeFreesAt', { time: formatTime(freesAt) })] : []),
    ...(hall.waitLine && hall.waiting > 0 ? [t('waitingCount', { count: hall.waiting })] : []),
  ];
  return (
    <Alert severity={full ? 'warning' : 'success'} variant="outlined" role="status">
      {full ? (hall.waitLine ? t('fullWithLine') : t('full')) : t('room')} {parts.join(' · ')}.
    </Alert>
  );
}
