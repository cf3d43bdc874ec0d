import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { hallpassKeys } from '../../api/query-keys';
import { PageHeader } from '../../components/PageHeader';
import { QueryStatus } from '../../components/QueryStatus';
import { useSignedInUser } from '../auth';
import { useStudentAccount } from '../scores';
import { ActivePass } from './active-pass';
import { BuyPass } from './buy-pass';
import { StudentEmergencyNotice } from './emergency-notice';
import { OVERDUE_SHOWN_MS } from './kiosk/kiosk-passes';
import { isActiveAt, passEndsAt } from './pass-time';
import { ImBack, WaitingPass } from './pass-states';
import { PassUsage } from './pass-usage';
import { useHallStatus, useLastPass, useMyPasses } from './queries';
import { StudentPassesTable } from './student-passes-table';
import { useNow } from './use-now';
import { hallText } from '../../../shared/hall-texts/texts';
import { useText } from '../../i18n/use-text';
import { hallpassesText } from './texts';

/**
 * /student/passes (seed 000 sections 2 and 4, P48): 'Passes for' and the first name; today's pass
 * with its countdown and I'm back, a request or a place in the line that can be given up, the
 * expired notice, or the form to start one, which shows the hall before the press. The usage bar
 * and the table below. Live updates (passes, balance) keep it current.
 */
export function StudentPassesPage() {
  const t = useText(hallpassesText);
  const h = useText(hallText);
  const user = useSignedInUser();
  const hallpass = user.settings?.hallpass;
  const last = useLastPass();
  const passes = useMyPasses();
  const hall = useHallStatus(null, hallpass?.enabled === true);
  const account = useStudentAccount(user.username);
  const newest = last.data?.pass ?? null;
  const now = useNow(last.data?.state === 'active' || last.data?.state === 'expired');
  const queryClient = useQueryClient();

  // The countdown ends in the page: the notice shows at once, and the server is asked once to agree.
  const running = last.data?.state === 'active' && newest !== null && isActiveAt(newest, now);
  const lapsed = last.data?.state === 'active' && !running;
  useEffect(() => {
    if (lapsed) void queryClient.invalidateQueries({ queryKey: hallpassKeys.all });
  }, [lapsed, queryClient]);
  // When the next place frees, the hall (and a line this student is in) is asked again: the line
  // moves on the server as soon as anyone reads it.
  const freesAt = hall.data?.freesAt ?? null;
  useEffect(() => {
    if (!freesAt) return;
    const wait = Math.max(0, Date.parse(freesAt) - Date.now()) + 1000;
    const timer = setTimeout(() => void queryClient.invalidateQueries({ queryKey: hallpassKeys.all }), wait);
    return () => clearTimeout(timer);
  }, [freesAt, queryClient]);

  const title = t('passesFor', { name: user.firstName });
  if (!hallpass || !user.settings) return <PageHeader title={title} />;

  const lastState = last.data?.state;
  const state = running ? 'active' : lapsed ? 'expired' : (lastState ?? null);
  const overdueOut =
    state === 'expired' && newest !== null && newest.returnedAt === null && now < passEndsAt(newest) + OVERDUE_SHOWN_MS;
  // The form comes back once they are back while the day allows another pass (`hallpass.perDay`;
  // the accommodation, or 0 a day: no daily rule, `todayLeft` null).
  const dayAllows = hall.data !== undefined && (hall.data.todayLeft === null || hall.data.todayLeft > 0);
  const mayStartAgain = dayAllows && (state === 'returned' || (state === 'expired' && !overdueOut));
  const used = passes.data?.length ?? 0;
  // P50: during an emergency the page says only to stay where they are, and offers nothing to buy.
  const emergency = hall.data?.emergency === true;
  const form =
    hallpass.allowStudentCreation && hall.data && !emergency ? (
      <BuyPass
        hall={hall.data}
        duration={hallpass.defaultDuration}
        balance={account.data?.totals.balance}
        belowZeroAllowed={hallpass.allowPurchaseWithInsufficientFunds}
        limitReached={hallpass.limit > 0 && passes.data !== undefined && used >= hallpass.limit}
      />
    ) : null;

  return (
    <>
      <PageHeader title={title} />
      {emergency ? <StudentEmergencyNotice /> : null}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 3fr) minmax(0, 2fr)' },
          alignItems: 'start',
        }}
      >
        <Card component="section" aria-label={t('yourHallpass')}>
          <CardContent>
            <QueryStatus query={last} loadingLabel={t('loadingHallpass')} />
            {emergency ? <Typography color="text.secondary">{t('noneCanStart')}</Typography> : null}
            {state === 'active' && newest ? (
              <Stack spacing={2}>
                <ActivePass pass={newest} now={now} />
                <ImBack pass={newest} />
              </Stack>
            ) : null}
            {(state === 'requested' || state === 'waiting') && newest ? (
              <WaitingPass pass={newest} hall={hall.data} />
            ) : null}
            {state === 'expired' && overdueOut && newest ? (
              <Stack spacing={2}>
                <Alert severity="warning">{t('timeIsUp')}</Alert>
                <ImBack pass={newest} />
              </Stack>
            ) : null}
            {state === 'returned' && !mayStartAgain ? (
              <Alert severity="success">
                {t('backInClass')} {h('expired', { perDay: hallpass.perDay })}
              </Alert>
            ) : null}
            {state === 'expired' && !overdueOut && !mayStartAgain ? (
              <Alert severity="info">{h('expired', { perDay: hallpass.perDay })}</Alert>
            ) : null}
            {(state === 'none' || mayStartAgain) && !hallpass.allowStudentCreation ? (
              <Alert severity="info">{h('seeTeacher')}</Alert>
            ) : null}
            {state === 'none' || mayStartAgain ? (
              <>
                <QueryStatus query={hall} loadingLabel={t('loadingHall')} />
                {form}
              </>
            ) : null}
          </CardContent>
        </Card>
        <Card component="section" aria-label={t('passUsage')}>
          <CardContent>
            <PassUsage used={used} limit={hallpass.limit} />
            <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
              {t('oneADay', { perDay: hallpass.perDay })} {hallpass.limit === 0 ? '' : t('deletedDoNotCount')}
            </Typography>
          </CardContent>
        </Card>
      </Box>
      <Card component="section" aria-labelledby="passes-history-title" sx={{ mt: 2 }}>
        <Typography id="passes-history-title" variant="h6" component="h2" sx={{ fontWeight: 700, px: 2, pt: 2 }}>
          {t('yourPasses')}
        </Typography>
        <QueryStatus query={passes} loadingLabel={t('loadingPasses')} sx={{ p: 2 }} />
        {passes.data ? <StudentPassesTable passes={passes.data} /> : null}
      </Card>
    </>
  );
}
