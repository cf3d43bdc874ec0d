import { PageHeader } from '../../components/PageHeader';
import { PageSpinner } from '../../components/PageSpinner';
import { QueryError } from '../../components/QueryStatus';
import { useSignedInUser } from '../auth';
import { useStudentAccount } from '../scores';
import { NotificationCenter } from '../notifications';
import { StudentAccountView } from './student-account-view';

/**
 * /student/account: the student's own points (seed 000 section 2), and the page a student lands on
 * after signing in: while the points load and when they fail it still has its h1 (axe).
 */
export function StudentAccountPage() {
  const user = useSignedInUser();
  const account = useStudentAccount(user.username);

  if (account.isPending) return <PageSpinner heading />;
  if (account.isError) {
    return (
      <>
        <PageHeader title={`${user.firstName} ${user.lastName}`.trim()} />
        <QueryError query={account} />
      </>
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
