import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import KeyboardReturnIcon from '@mui/icons-material/KeyboardReturn';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { THallStatus, TPass } from '../../../shared/hallpasses';
import { formatPoints } from '../../../shared/scoring';
import { ErrorList } from '../../components/ErrorList';
import { useSnackbar } from '../../components/use-snackbar';
import { formatTime } from './pass-time';
import { useLeavePass, useReturnPass } from './queries';
import { useText } from '../../i18n/use-text';
import { hallpassesText } from './texts';

type TWaitingProps = { pass: TPass; hall: THallStatus | undefined };

/**
 * A pass that has not started (P48): waiting for the teacher's OK, or in the wait line with the
 * student's place and when the next place frees. Either can be given up, and what it held comes back.
 */
export function WaitingPass({ pass, hall }: TWaitingProps) {
  const t = useText(hallpassesText);
  const leave = useLeavePass();
  const { enqueueSnackbar } = useSnackbar();
  const requested = pass.state === 'requested';
  const title = requested ? t('waitingForTeacher') : t('youAreInLine');
  const detail = requested
    ? t('askedDetail', { destination: pass.destination })
    : [
        t('lineDetail', { destination: pass.destination }),
        ...(hall?.place ? [t('placeInLine', { place: hall.place })] : []),
        ...(hall?.freesAt ? [t('nextPlaceAt', { time: formatTime(hall.freesAt) })] : []),
      ].join(' ');
  return (
    <Stack spacing={2}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <HourglassTopIcon color="primary" sx={{ fontSize: 48 }} aria-hidden="true" />
        <Box sx={{ flex: '1 1 180px', minWidth: 0 }}>
          <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
            {title}
          </Typography>
          <Typography color="text.secondary">{detail}</Typography>
        </Box>
      </Box>
      <ErrorList error={leave.error} />
      <Button
        variant="outlined"
        size="large"
        disabled={leave.isPending}
        // The promise, not mutate's callbacks: the page replaces this card before they would run.
        onClick={() =>
          void leave.mutateAsync(pass._id).then(
            () =>
              enqueueSnackbar(
                pass.cost > 0
                  ? hallpassesText.t('withReturned', {
                      what: hallpassesText.t(requested ? 'requestWithdrawn' : 'leftLine'),
                      points: formatPoints(pass.cost),
                    })
                  : hallpassesText.t(requested ? 'requestWithdrawn' : 'leftLine'),
                { variant: 'success' },
              ),
            () => undefined,
          )
        }
        sx={{ alignSelf: { sm: 'flex-start' } }}
      >
        {requested ? t('withdraw') : t('leaveLine')}
      </Button>
    </Stack>
  );
}

/** The student's I'm back (P48): ends the pass on the server, which every board then shows. */
export function ImBack({ pass }: { pass: TPass }) {
  const t = useText(hallpassesText);
  const back = useReturnPass();
  const { enqueueSnackbar } = useSnackbar();
  return (
    <Stack spacing={1}>
      <ErrorList error={back.error} />
      <Button
        variant="contained"
        size="large"
        startIcon={<KeyboardReturnIcon />}
        disabled={back.isPending}
        // The promise, not mutate's own onSuccess: the live update that ends the pass can remove
        // this button before the answer arrives, and the welcome must come all the same.
        onClick={() =>
          void back.mutateAsync(pass._id).then(
            () => enqueueSnackbar(hallpassesText.t('welcomeBack'), { variant: 'success' }),
            () => undefined,
          )
        }
        sx={{ alignSelf: { sm: 'flex-start' } }}
      >
        {t('imBack')}
      </Button>
    </Stack>
  );
}
