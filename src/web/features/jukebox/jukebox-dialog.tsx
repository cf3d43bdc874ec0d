import PlaylistAddIcon from '@mui/icons-material/PlaylistAdd';
import QueueMusicIcon from '@mui/icons-material/QueueMusic';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSnackbar } from '../../components/use-snackbar';
import { useId, useState } from 'react';
import { type TTrack } from '../../../shared/jukebox';
import { formatPoints } from '../../../shared/scoring';
import { BalanceBox } from '../../components/BalanceBox';
import { EmptyState } from '../../components/EmptyState';
import { ErrorList } from '../../components/ErrorList';
import { FullScreenDialog } from '../../components/FullScreenDialog';
import { QueryStatus } from '../../components/QueryStatus';
import { useSignedInUser } from '../auth';
import { CoursePicker, useCourses } from '../courses';
import { useStudentAccount } from '../scores';
import { artistNames, playOffer, priced } from './play-offer';
import { PlayButton } from './play-button';
import { PlayConfirmDialog } from './play-confirm-dialog';
import { useAddToQueue, useJukeboxState, usePlaylist } from './queries';
import { SpotifyQueueDialog } from './spotify-queue-dialog';
import { TrackRow } from './track-row';
import { useText } from '../../i18n/use-text';
import { musicText } from '../../../shared/music/texts';
import { jukeboxText } from './texts';

type TJukeboxDialogProps = { open: boolean; onClose: () => void };

/** The Jukebox (seed 000 section 2): the class playlist's tracks, each one to pay to queue. */
export function JukeboxDialog({ open, onClose }: TJukeboxDialogProps) {
  const t = useText(jukeboxText);
  useText(musicText);
  const user = useSignedInUser();
  const [showQueue, setShowQueue] = useState(false);
  return (
    <FullScreenDialog open={open} title={t('jukebox')} onClose={onClose}>
      <Stack spacing={2}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography color="text.secondary">
            {user.role === 'student' ? t('studentExplain') : t('teacherExplain')}
          </Typography>
          <Button variant="contained" startIcon={<QueueMusicIcon />} onClick={() => setShowQueue(true)}>
            {t('spotifyQueue')}
          </Button>
        </Box>
        {user.role === 'student' ? <StudentTracks /> : <TeacherTracks />}
      </Stack>
      <SpotifyQueueDialog open={showQueue} onClose={() => setShowQueue(false)} />
    </FullScreenDialog>
  );
}

function StudentTracks() {
  const t = useText(jukeboxText);
  const user = useSignedInUser();
  const state = useJukeboxState();
  const account = useStudentAccount(user.username);
  const price = user.settings?.jukebox.purchaseAmount ?? 0;
  const balance = account.data?.totals.balance;
  const addsLeft = state.data?.addsLeft ?? null;
  const jukebox = state.data;
  if (!jukebox) return <QueryStatus query={state} loadingLabel={t('loadingJukebox')} />;
  return (
    <Stack spacing={2}>
      <BalanceBox balance={balance} cost={price} />
      <Typography>
        {addsLeft !== null
          ? t('songCostsLeft', { price: formatPoints(price), left: addsLeft })
          : t('songCosts', { price: formatPoints(price) })}
      </Typography>
      {jukebox.playlistId ? (
        <PlaylistTracks
          playlistId={jukebox.playlistId}
          free={false}
          price={price}
          balance={balance}
          addsLeft={addsLeft}
        />
      ) : (
        <EmptyState title={t('noClassPlaylist')} />
      )}
    </Stack>
  );
}

function TeacherTracks() {
  const t = useText(jukeboxText);
  const courses = useCourses();
  const withPlaylist = (courses.data ?? []).filter((course) => course.playlistId);
  const [chosen, setChosen] = useState<string | null>(null);
  const course = withPlaylist.find((c) => c._id === chosen) ?? withPlaylist[0];
  if (!courses.data) return <QueryStatus query={courses} loadingLabel={t('loadingClasses')} />;
  return course?.playlistId ? (
    <Stack spacing={2}>
      <CoursePicker courses={withPlaylist} value={course._id} onChange={setChosen} label={t('classPlaylist')} />
      <PlaylistTracks
        key={course.playlistId}
        playlistId={course.playlistId}
        free
        price={0}
        balance={undefined}
        addsLeft={null}
      />
    </Stack>
  ) : (
    <EmptyState title={t('noPlaylistYet')} />
  );
}

type TPlaylistTracksProps = {
  playlistId: string;
  free: boolean;
  price: number;
  balance: number | undefined;
  addsLeft: number | null;
};

function PlaylistTracks({ playlistId, free, price, balance, addsLeft }: TPlaylistTracksProps) {
  const t = useText(jukeboxText);
  const music = useText(musicText);
  const user = useSignedInUser();
  const playlist = usePlaylist(playlistId);
  const add = useAddToQueue();
  const { enqueueSnackbar } = useSnackbar();
  const [pressed, setPressed] = useState<string | null>(null);
  // A student's pick waits for their confirmation (issue 28); a teacher's free one goes at once.
  const [confirming, setConfirming] = useState<TTrack | null>(null);
  const allowExplicit = user.settings?.jukebox.allowExplicit ?? false;
  const listReasonId = useId();
  const listReason = playOffer({ free, price, balance, addsLeft }).reason;

  const queue = (track: TTrack) => {
    setPressed(track.uri);
    add.mutate(
      { uri: track.uri, name: track.name, artists: track.artists },
      {
        onSuccess: () => {
          setConfirming(null);
          enqueueSnackbar(musicText.t('added'), { variant: 'success' });
        },
      },
    );
  };
  const press = (track: TTrack) => {
    add.reset();
    if (free) queue(track);
    else setConfirming(track);
  };

  if (!playlist.data) return <QueryStatus query={playlist} loadingLabel={t('loadingPlaylist')} />;
  const { playlist: list, tracks } = playlist.data;
  return (
    <Card>
      <Typography variant="h6" component="h3" sx={{ px: 2, pt: 2 }}>
        {list.name}
      </Typography>
      <Box sx={{ px: 2 }}>
        {confirming ? null : <ErrorList error={add.error} />}
        {listReason ? (
          <Typography id={listReasonId} color="text.secondary" sx={{ mt: 1 }}>
            {listReason}
          </Typography>
        ) : null}
      </Box>
      {tracks.length === 0 ? (
        <EmptyState title={music('noTracks')} />
      ) : (
        <Box
          component="ul"
          aria-label={t('tracksOf', { name: list.name })}
          sx={{ listStyle: 'none', m: 0, px: 2, pb: 1 }}
        >
          {tracks.map((track, index) => {
            const offer = playOffer({ free, price, balance, explicit: track.explicit, allowExplicit, addsLeft });
            return (
              <Box component="li" key={`${track.id}-${index}`}>
                {index > 0 ? <Divider /> : null}
                <TrackRow
                  track={track}
                  action={
                    <PlayButton
                      offer={offer}
                      label={priced(t('addToQueue'), price, free)}
                      subject={t('trackBy', { name: track.name, artists: artistNames(track.artists) })}
                      icon={<PlaylistAddIcon />}
                      busy={add.isPending && pressed === track.uri}
                      onClick={() => press(track)}
                      listReason={listReason ? { text: listReason, id: listReasonId } : null}
                    />
                  }
                />
              </Box>
            );
          })}
        </Box>
      )}
      {add.isPending && !confirming ? (
        <Alert severity="info" sx={{ m: 2 }}>
          {t('askingSpotify')}
        </Alert>
      ) : null}
      <PlayConfirmDialog
        track={confirming}
        kind="add"
        price={price}
        balance={balance}
        busy={add.isPending}
        error={add.error}
        onConfirm={() => confirming && queue(confirming)}
        onCancel={() => {
          setConfirming(null);
          add.reset();
        }}
      />
    </Card>
  );
}
