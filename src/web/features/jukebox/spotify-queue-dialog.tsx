import SkipNextIcon from '@mui/icons-material/SkipNext';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { PhoneDialog } from '../../components/PhoneDialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { useSnackbar } from '../../components/use-snackbar';
import { useId, useState } from 'react';
import { type TTrack } from '../../../shared/jukebox';
import { ErrorList } from '../../components/ErrorList';
import { QueryStatus } from '../../components/QueryStatus';
import { useText } from '../../i18n/use-text';
import { musicText } from '../../../shared/music/texts';
import { useSignedInUser } from '../auth';
import { useStudentAccount } from '../scores';
import { artistNames, playOffer, priced } from './play-offer';
import { PlayButton } from './play-button';
import { PlayConfirmDialog } from './play-confirm-dialog';
import { useQueue, useSkipTrack } from './queries';
import { jukeboxText } from './texts';
import { TrackRow } from './track-row';

type TSpotifyQueueDialogProps = { open: boolean; onClose: () => void };

/** 'Spotify Queue' (seed 000 section 2): Now Playing, with a paid skip when allowed, and Up Next. */
export function SpotifyQueueDialog({ open, onClose }: TSpotifyQueueDialogProps) {
  const t = useText(jukeboxText);
  const titleId = useId();
  return (
    <PhoneDialog open={open} onClose={onClose} maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('spotifyQueue')}</DialogTitle>
      <DialogContent>{open ? <QueueContent /> : null}</DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('close')}</Button>
      </DialogActions>
    </PhoneDialog>
  );
}

function QueueContent() {
  const t = useText(jukeboxText);
  const music = useText(musicText);
  const user = useSignedInUser();
  const queue = useQueue(true);
  const skip = useSkipTrack();
  const { enqueueSnackbar } = useSnackbar();
  const account = useStudentAccount(user.role === 'student' ? user.username : '');
  const free = user.role !== 'student';
  const skipSongs = user.settings?.jukebox.skipSongs;
  const price = skipSongs?.purchaseAmount ?? 0;
  const balance = free ? 0 : account.data?.totals.balance;
  const offer = playOffer({ free, price, balance });
  // A student's skip waits for their confirmation (issue 28); a teacher's free one goes at once.
  const [confirming, setConfirming] = useState<TTrack | null>(null);
  const skipSong = (track: TTrack) =>
    skip.mutate(
      { name: track.name, artists: track.artists },
      {
        onSuccess: () => {
          setConfirming(null);
          enqueueSnackbar(musicText.t('skipped'), { variant: 'success' });
        },
      },
    );

  if (!queue.data) return <QueryStatus query={queue} loadingLabel={t('loadingQueue')} />;
  const { currently_playing: playing, queue: upNext } = queue.data;
  return (
    <Box>
      <Typography variant="h6" component="h3">
        {t('nowPlaying')}
      </Typography>
      {playing ? (
        <TrackRow
          track={playing}
          action={
            skipSongs?.enabled ? (
              <PlayButton
                offer={offer}
                label={priced(t('skip'), price, free)}
                subject={t('trackBy', { name: playing.name, artists: artistNames(playing.artists) })}
                icon={<SkipNextIcon />}
                busy={skip.isPending}
                onClick={() => {
                  skip.reset();
                  if (free) skipSong(playing);
                  else setConfirming(playing);
                }}
              />
            ) : null
          }
        />
      ) : (
        <Typography color="text.secondary" sx={{ py: 1 }}>
          {t('nothingPlaying')}
        </Typography>
      )}
      {confirming ? null : <ErrorList error={skip.error} />}
      <PlayConfirmDialog
        track={confirming}
        kind="skip"
        price={price}
        balance={balance}
        busy={skip.isPending}
        error={skip.error}
        onConfirm={() => confirming && skipSong(confirming)}
        onCancel={() => {
          setConfirming(null);
          skip.reset();
        }}
      />
      <Typography variant="h6" component="h3" sx={{ mt: 2 }}>
        {t('upNext')}
      </Typography>
      {upNext.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 1 }}>
          {music('noUpcoming')}
        </Typography>
      ) : (
        <Box component="ol" aria-label={t('upNext')} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {upNext.map((track, index) => (
            <Box component="li" key={`${track.id}-${index}`}>
              {index > 0 ? <Divider /> : null}
              <TrackRow track={track} />
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
