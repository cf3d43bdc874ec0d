import LibraryMusicIcon from '@mui/icons-material/LibraryMusic';
import Card from '@mui/material/Card';
import { EmptyState } from '../../components/EmptyState';
import { PageHeader } from '../../components/PageHeader';

/** /teacher/songs: the song request table arrives in a later issue. */
export function TeacherSongsPage() {
  return (
    <>
      <PageHeader title="Manage Song Requests" />
      <Card>
        <EmptyState
          icon={<LibraryMusicIcon />}
          title="Song requests arrive here soon."
          description="You will approve, reject and remove your students' song requests here."
        />
      </Card>
    </>
  );
}
