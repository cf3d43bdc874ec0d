import { QueryStatus } from '../../components/QueryStatus';
import { useSignedInUser } from '../auth';
import { useStudentAccount } from '../scores';
import { NotificationCenter } from '../notifications';
import { StudentAccountView } from './student-account-view';

/** /student/account: the student's own points (seed 000 section 2). */
export function StudentAccountPage() {
  const user = useSignedInUser();
  const account = useStudentAccount(user.username);

  if (account.isPending || account.isError) return <QueryStatus query={account} />;
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
