import GroupIcon from '@mui/icons-material/Group';
import Card from '@mui/material/Card';
import { EmptyState } from '../../components/EmptyState';
import { PageHeader } from '../../components/PageHeader';

/** /teacher/accounts: course and student picking arrives with the courses and ledger work. */
export function TeacherAccountsPage() {
  return (
    <>
      <PageHeader title="Manage Accounts" />
      <Card>
        <EmptyState icon={<GroupIcon />} title="Courses, students and points arrive here soon." description="You will pick a course and a student here to see and change their points." />
      </Card>
    </>
  );
}
