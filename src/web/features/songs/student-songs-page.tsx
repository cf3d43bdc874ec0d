import LibraryMusicIcon from '@mui/icons-material/LibraryMusic';
import Card from '@mui/material/Card';
import { EmptyState } from '../../components/EmptyState';
import { PageHeader } from '../../components/PageHeader';
import { useSignedInUser } from '../auth';

/** /student/songs (seed 000 section 2: 'Songs for' plus the student's name). */
export function StudentSongsPage() {
  const user = useSignedInUser();
  return (
    <>
      <PageHeader title={`Songs for ${user.firstName} ${user.lastName}`.trim()} />
      <Card>
        <EmptyState
          icon={<LibraryMusicIcon />}
          title="No songs have been added to this class playlist"
          description="Song requests arrive here soon."
        />
      </Card>
    </>
  );
}
