import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { HALLPASS_TEXT } from '../../../shared/hallpasses';
import { hallpassPrice } from '../../../shared/pricing';
import { hallpassKeys } from '../../api/query-keys';
import { PageHeader } from '../../components/PageHeader';
import { QueryStatus } from '../../components/QueryStatus';
import { useSignedInUser } from '../auth';
import { useStudentAccount } from '../scores';
import { ActivePass } from './active-pass';
import { BuyPass } from './buy-pass';
import { isActiveAt } from './pass-time';
import { PassUsage } from './pass-usage';
import { useLastPass, useMyPasses } from './queries';
import { StudentPassesTable } from './student-passes-table';
import { useNow } from './use-now';

/**
 * /student/passes (seed 000 sections 2 and 4): 'Passes for' and the first name; today's pass with
 * its countdown, or the expired notice, or the purchase form; the usage bar and the table. Live
 * updates (passes, balance) keep it current.
 */
export function StudentPassesPage() {
  const user = useSignedInUser();
  const hallpass = user.settings?.hallpass;
  const last = useLastPass();
  const passes = useMyPasses();
  const account = useStudentAccount(user.username);
  const newest = last.data?.pass ?? null;
  const now = useNow(last.data?.state === 'active');
  const queryClient = useQueryClient();

  // The countdown ends in the page: the notice shows at once, and the server is asked once to agree.
  const running = last.data?.state === 'active' && newest !== null && isActiveAt(newest, now);
  const lapsed = last.data?.state === 'active' && !running;
  useEffect(() => {
    if (lapsed) void queryClient.invalidateQueries({ queryKey: hallpassKeys.all });
  }, [lapsed, queryClient]);

  const title = `Passes for ${user.firstName}`;
  if (!hallpass || !user.settings) return <PageHeader title={title} />;

  const state = running ? 'active' : last.data?.state === 'none' ? 'none' : last.data ? 'expired' : null;
  const price = hallpassPrice(user.settings, user.hasPrime);
  const used = passes.data?.length ?? 0;

  return (
    <>
      <PageHeader title={title} />
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 3fr) minmax(0, 2fr)' },
          alignItems: 'start',
        }}
      >
        <Card component="section" aria-label="Your hallpass">
          <CardContent>
            <QueryStatus query={last} loadingLabel="Loading your hallpass..." />
            {state === 'active' && newest ? <ActivePass pass={newest} now={now} /> : null}
            {state === 'expired' ? <Alert severity="info">{HALLPASS_TEXT.expired}</Alert> : null}
            {state === 'none' && !hallpass.allowStudentCreation ? (
              <Alert severity="info">{HALLPASS_TEXT.seeTeacher}</Alert>
            ) : null}
            {state === 'none' && hallpass.allowStudentCreation ? (
              <BuyPass
                price={price}
                duration={hallpass.defaultDuration}
                balance={account.data?.totals.balance}
                belowZeroAllowed={hallpass.allowPurchaseWithInsufficientFunds}
                limitReached={hallpass.limit > 0 && passes.data !== undefined && used >= hallpass.limit}
              />
            ) : null}
          </CardContent>
        </Card>
        <Card component="section" aria-label="Pass usage">
          <CardContent>
            <PassUsage used={used} limit={hallpass.limit} />
            <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
              One hallpass a day. {hallpass.limit === 0 ? '' : 'Passes your teacher deletes do not count.'}
            </Typography>
          </CardContent>
        </Card>
      </Box>
      <Card component="section" aria-labelledby="passes-history-title" sx={{ mt: 2 }}>
        <Typography id="passes-history-title" variant="h6" component="h2" sx={{ fontWeight: 700, px: 2, pt: 2 }}>
          Your passes
        </Typography>
        <QueryStatus query={passes} loadingLabel="Loading your passes..." sx={{ p: 2 }} />
        {passes.data ? <StudentPassesTable passes={passes.data} /> : null}
      </Card>
    </>
  );
}
