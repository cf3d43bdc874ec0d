import ConfirmationNumberIcon from '@mui/icons-material/ConfirmationNumber';
import Card from '@mui/material/Card';
import { EmptyState } from '../../components/EmptyState';
import { PageHeader } from '../../components/PageHeader';
import { useSignedInUser } from '../auth';

/** /student/passes (seed 000 section 2: 'Passes for' plus the first name). */
export function StudentPassesPage() {
  const user = useSignedInUser();
  return (
    <>
      <PageHeader title={`Passes for ${user.firstName}`} />
      <Card>
        <EmptyState
          icon={<ConfirmationNumberIcon />}
          title="No passes have been created"
          description="Your hallpasses will be listed here."
        />
      </Card>
    </>
  );
}
