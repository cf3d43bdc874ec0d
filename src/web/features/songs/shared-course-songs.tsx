import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { TSong } from '../../../shared/songs';
import { QueryStatus } from '../../components/QueryStatus';
import { SectionCard } from '../../components/SectionCard';
import { useText } from '../../i18n/use-text';
import { DeleteSongDialog } from './delete-song-dialog';
import { ProcessSongsDialog, isPending } from './process-songs-dialog';
import { useTeacherSongs } from './queries';
import { TeacherSongsTables } from './teacher-songs-table';
import { songsText } from './texts';
import { ProcessQueueButton } from '../../components/ProcessQueueButton';

/**
 * P60: the song requests of a course shared with the teacher, as a section of its class view (under
 * the page's ActingCourseContext): processed and deleted as on Manage Song Requests, without the
 * jukebox, which plays on its own teacher's Spotify.
 */
export function SharedCourseSongs() {
  const t = useText(songsText);
  const songs = useTeacherSongs();
  const [processing, setProcessing] = useState(false);
  const [deleting, setDeleting] = useState<TSong | null>(null);
  const list = songs.data ?? [];
  const pendingCount = list.filter(isPending).length;
  return (
    <SectionCard title={t('manageTitle')}>
      <Box>
        <ProcessQueueButton
          pending={pendingCount}
          label={t('processRequests')}
          pendingLabel={t('processPending', { count: pendingCount })}
          disabled={!songs.data || list.length === 0}
          onClick={() => setProcessing(true)}
        />
      </Box>
      {songs.isPending || songs.isError ? <QueryStatus query={songs} loadingLabel={t('loadingRequests')} /> : null}
      {songs.data && list.length === 0 ? <Typography color="text.secondary">{t('noSongs')}</Typography> : null}
      {list.length > 0 ? <TeacherSongsTables songs={list} provider="" onDelete={setDeleting} /> : null}
      <ProcessSongsDialog open={processing} songs={list} onClose={() => setProcessing(false)} />
      <DeleteSongDialog song={deleting} onClose={() => setDeleting(null)} />
    </SectionCard>
  );
}
