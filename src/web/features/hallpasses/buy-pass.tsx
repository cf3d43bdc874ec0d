import ConfirmationNumberIcon from '@mui/icons-material/ConfirmationNumber';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSnackbar } from '../../components/use-snackbar';
import { useState } from 'react';
import { DEFAULT_DESTINATION, HALLPASS_TEXT } from '../../../shared/hallpasses';
import { formatPoints } from '../../../shared/scoring';
import { ApiError } from '../../api/api-error';
import { BalanceBox } from '../../components/BalanceBox';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { ErrorList } from '../../components/ErrorList';
import { PassAlerts, passAlertsOf } from './pass-alerts';
import { useBuyPass } from './queries';

type TBuyPassProps = {
  price: number;
  duration: number;
  balance: number | undefined;
  /** The teacher lets a student buy with too few points. */
  belowZeroAllowed: boolean;
  /** The limit is reached (counted here, so the student is told before pressing). */
  limitReached: boolean;
};

const priceText = (price: number) => (price === 0 ? 'free' : formatPoints(price));

/** 'Buy a pass' with its price, confirmed first; the rules the server refuses with are shown kindly. */
export function BuyPass({ price, duration, balance, belowZeroAllowed, limitReached }: TBuyPassProps) {
  const { enqueueSnackbar } = useSnackbar();
  const buy = useBuyPass();
  const [confirming, setConfirming] = useState(false);
  const shortOfPoints = !belowZeroAllowed && balance !== undefined && balance < price;
  const known = {
    ...(limitReached ? { hallpassLimitReached: [HALLPASS_TEXT.limitForStudent] } : {}),
    ...(shortOfPoints ? { insufficientFunds: [HALLPASS_TEXT.fundsForStudent] } : {}),
  };
  const refused = passAlertsOf(buy.error);
  const alerts = refused ?? (Object.keys(known).length > 0 ? known : null);
  const seeTeacher = buy.error instanceof ApiError && buy.error.errors.hallpass !== undefined;

  // The promise, not mutate's callbacks: a bought pass replaces this form before they would run.
  const confirm = () =>
    void buy
      .mutateAsync()
      .then(
        () => enqueueSnackbar('Pass created', { variant: 'success' }),
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
            A hallpass to the {DEFAULT_DESTINATION} for {duration} minutes costs {priceText(price)}.
          </Typography>
        </Box>
      </Box>
      <BalanceBox balance={balance} cost={price} />
      {alerts ? <PassAlerts alerts={alerts} severity="warning" /> : null}
      {seeTeacher ? <Alert severity="info">{HALLPASS_TEXT.seeTeacher}</Alert> : null}
      {refused || seeTeacher ? null : <ErrorList error={buy.error} />}
      <Button
        variant="contained"
        size="large"
        startIcon={<ConfirmationNumberIcon />}
        disabled={limitReached || shortOfPoints || buy.isPending}
        onClick={() => {
          buy.reset();
          setConfirming(true);
        }}
        sx={{ alignSelf: { sm: 'flex-start' } }}
      >
        Buy a pass ({priceText(price)})
      </Button>
      <ConfirmDialog
        open={confirming}
        title="Buy a hallpass?"
        confirmLabel="Buy"
        busyLabel="Buying..."
        busy={buy.isPending}
        onConfirm={confirm}
        onCancel={() => setConfirming(false)}
      >
        Your hallpass to the {DEFAULT_DESTINATION} starts now and lasts {duration} minutes.{' '}
        {price === 0 ? 'It is free.' : `${formatPoints(price)} will be taken from your balance.`}
      </ConfirmDialog>
    </Stack>
  );
}
