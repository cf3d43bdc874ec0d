import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { ErrorList } from '../../components/ErrorList';
import { PageSpinner } from '../../components/PageSpinner';
import { useSignedInUser } from '../auth';
import { useStudentAccount } from '../scores';
import { NotificationCenter } from '../notifications';
import { StudentAccountView } from './student-account-view';

/** /student/account: the student's own points (seed 000 section 2). */
export function StudentAccountPage() {
  const user = useSignedInUser();
  const account = useStudentAccount(user.username);

  if (account.isPending) return <PageSpinner />;
  if (account.isError) {
    return (
      <Box>
        <ErrorList error={account.error} />
        <Button onClick={() => void account.refetch()} disabled={account.isFetching}>
          {account.isFetching ? 'Loading...' : 'Try again'}
        </Button>
      </Box>
    );
  }
  return (
    <StudentAccountView
      account={account.data}
      finesEnabled={user.settings?.fines.enabled === true}
      primeEnabled={user.settings?.prime.enabled === true}
      headerActions={<NotificationCenter />}
      headingLevel="h1"
    />
  );
}
