import LibraryMusicIcon from '@mui/icons-material/LibraryMusic';
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import { useState } from 'react';
import type { TSong } from '../../../shared/songs';
import { EmptyState } from '../../components/EmptyState';
import { PageHeader } from '../../components/PageHeader';
import { QueryStatus } from '../../components/QueryStatus';
import { useSignedInUser } from '../auth';
import { JukeboxButtons, JukeboxNotSupported } from '../jukebox';
import { DeleteSongDialog } from './delete-song-dialog';
import { ProcessSongsDialog, isPending } from './process-songs-dialog';
import { useTeacherSongs } from './queries';
import { TeacherSongsTables } from './teacher-songs-table';
import { useText } from '../../i18n/use-text';
import { songsText } from './texts';
import { ProcessQueueButton } from '../../components/ProcessQueueButton';

/** /teacher/songs: Manage Song Requests (seed 001 section 2), grouped by period, with the processing queue. */
export function TeacherSongsPage() {
  const t = useText(songsText);
  const settings = useSignedInUser().settings;
  const songs = useTeacherSongs();
  const [processing, setProcessing] = useState(false);
  const [deleting, setDeleting] = useState<TSong | null>(null);
  const list = songs.data ?? [];
  const pendingCount = list.filter(isPending).length;

  return (
    <>
      <PageHeader
        title={t('manageTitle')}
        actions={
          <>
            <JukeboxButtons />
            <ProcessQueueButton
              pending={pendingCount}
              label={t('processRequests')}
              pendingLabel={t('processPending', { count: pendingCount })}
              disabled={!songs.data}
              onClick={() => setProcessing(true)}
            />
          </>
        }
      />
      <JukeboxNotSupported />
      {settings && !settings.songs.requests.enabled ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('requestsOffTeacher')}
        </Alert>
      ) : null}
      <Card>
        {songs.isPending || songs.isError ? (
          <QueryStatus query={songs} loadingLabel={t('loadingRequests')} sx={{ p: 2 }} />
        ) : list.length === 0 ? (
          <EmptyState icon={<LibraryMusicIcon />} title={t('noSongs')} description={t('listedByPeriod')} />
        ) : (
          <TeacherSongsTables songs={list} provider={settings?.songs.apps.provider ?? ''} onDelete={setDeleting} />
        )}
      </Card>
      <ProcessSongsDialog open={processing} songs={list} onClose={() => setProcessing(false)} />
      <DeleteSongDialog song={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}
