import Alert from '@mui/material/Alert';
import { useState } from 'react';
import type { TPlaylistRemoval, TSong } from '../../../shared/songs';
import { ProcessQueueDialog } from '../../components/ProcessQueueDialog';
import { SongReview } from './song-review';
import { useText } from '../../i18n/use-text';
import { songsText } from './texts';

/** Waiting for the teacher: new requests and removal requests (the badge of 'Process requests'). */
export function isPending(song: Pick<TSong, 'status'>): boolean {
  return song.status === 'pendingApproval' || song.status === 'pendingRemoval';
}

/** Oldest first: whoever asked first is answered first. */
const byAge = (a: TSong, b: TSong) => Date.parse(a.createdAt) - Date.parse(b.createdAt);

type TProcessSongsDialogProps = { open: boolean; songs: TSong[]; onClose: () => void };

/**
 * 'Process requests' (seed 001 sections 2 and 4): pending songs one at a time; requests that arrive
 * while it is open (live updates, P38) join the queue.
 */
export function ProcessSongsDialog({ open, songs, onClose }: TProcessSongsDialogProps) {
  // What a removal couldn't do in Spotify stays in sight while the teacher goes on (issue 28).
  const [spotify, setSpotify] = useState<TPlaylistRemoval | null>(null);
  const t = useText(songsText);
  return (
    <ProcessQueueDialog
      open={open}
      onClose={() => {
        setSpotify(null);
        onClose();
      }}
      title={t('processRequests')}
      pending={songs.filter(isPending).sort(byAge)}
      notice={
        spotify ? (
          <Alert
            severity={spotify.outcome === 'refused' ? 'warning' : 'info'}
            onClose={() => setSpotify(null)}
            sx={{ mx: 3, mb: 1 }}
          >
            {spotify.message}
          </Alert>
        ) : null
      }
      renderItem={(song, onNext) => (
        <SongReview
          key={song._id}
          song={song}
          onNext={onNext}
          onSpotify={(result) => setSpotify(result.outcome === 'removed' ? null : result)}
        />
      )}
      skippedText={(n) => t('skipped', { n })}
      emptyText={t('nothingWaiting')}
    />
  );
}
