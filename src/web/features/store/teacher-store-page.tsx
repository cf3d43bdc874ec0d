import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import Card from '@mui/material/Card';
import { EmptyState } from '../../components/EmptyState';
import { PageHeader } from '../../components/PageHeader';

/** /teacher/store: purchase management (P25) arrives in a later issue. */
export function TeacherStorePage() {
  return (
    <>
      <PageHeader title="Manage Purchases" />
      <Card>
        <EmptyState icon={<ReceiptLongIcon />} title="Student orders arrive here soon." description="You will approve and decline your students' orders here." />
      </Card>
    </>
  );
}
