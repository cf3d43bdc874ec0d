import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import PlaylistAddIcon from '@mui/icons-material/PlaylistAdd';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useSnackbar } from '../../components/use-snackbar';
import { useId, useState } from 'react';
import type { TCourse } from '../../../shared/courses';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { ErrorList } from '../../components/ErrorList';
import { QueryStatus } from '../../components/QueryStatus';
import { periodLabel } from '../courses';
import { useCreatePlaylist, usePlaylist, useRemovePlaylist } from './queries';
import { TrackRow } from './track-row';
import { useText } from '../../i18n/use-text';
import { musicText } from '../../../shared/music/texts';
import { jukeboxText } from './texts';

/** One course's part of Manage Playlists: its playlist and tracks, or a form to create one. */
export function CoursePlaylist({ course }: { course: TCourse }) {
  const headingId = useId();
  return (
    <Card component="section" aria-labelledby={headingId}>
      <CardContent>
        <Typography id={headingId} variant="h6" component="h3">
          {periodLabel(course)}
        </Typography>
        {course.playlistId ? (
          <LinkedPlaylist course={course} playlistId={course.playlistId} />
        ) : (
          <CreatePlaylist course={course} />
        )}
      </CardContent>
    </Card>
  );
}

function CreatePlaylist({ course }: { course: TCourse }) {
  const t = useText(jukeboxText);
  useText(musicText);
  const { enqueueSnackbar } = useSnackbar();
  const create = useCreatePlaylist();
  const [name, setName] = useState(periodLabel(course));
  const missing = name.trim() === '';
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (missing) return;
        create.mutate(
          { name: name.trim(), slug: course.slug },
          { onSuccess: () => enqueueSnackbar(musicText.t('playlistCreated'), { variant: 'success' }) },
        );
      }}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start', mt: 1 }}
    >
      <TextField
        size="small"
        label={t('playlistName')}
        value={name}
        required
        error={missing}
        helperText={missing ? t('required') : ' '}
        onChange={(event) => setName(event.target.value)}
        slotProps={{ htmlInput: { maxLength: 100 } }}
        sx={{ flex: '1 1 240px' }}
      />
      <Button type="submit" variant="contained" startIcon={<PlaylistAddIcon />} disabled={create.isPending || missing}>
        {create.isPending ? t('creating') : t('createPlaylist')}
      </Button>
      <Box sx={{ flexBasis: '100%' }}>
        <ErrorList error={create.error} />
      </Box>
    </Box>
  );
}

function LinkedPlaylist({ course, playlistId }: { course: TCourse; playlistId: string }) {
  const t = useText(jukeboxText);
  const music = useText(musicText);
  const { enqueueSnackbar } = useSnackbar();
  const playlist = usePlaylist(playlistId, true);
  const remove = useRemovePlaylist();
  const [confirming, setConfirming] = useState(false);
  const removeAction = (
    <Button color="error" startIcon={<DeleteOutlineIcon />} onClick={() => setConfirming(true)}>
      {t('removePlaylist')}
    </Button>
  );
  const confirm = (
    <ConfirmDialog
      open={confirming}
      title={t('removePlaylistTitle')}
      confirmLabel={t('remove')}
      busyLabel={t('removing')}
      busy={remove.isPending}
      error={remove.error}
      destructive
      onConfirm={() =>
        remove.mutate(course.slug, {
          onSuccess: () => {
            setConfirming(false);
            enqueueSnackbar(musicText.t('playlistRemoved'), { variant: 'success' });
          },
        })
      }
      onCancel={() => setConfirming(false)}
    >
      {t('removePlaylistExplain', { course: course.name })}
    </ConfirmDialog>
  );
  if (!playlist.data) {
    return (
      <Box sx={{ mt: 1 }}>
        <QueryStatus query={playlist} loadingLabel={t('loadingPlaylist')} />
        {playlist.isError ? removeAction : null}
        {confirm}
      </Box>
    );
  }
  const { playlist: list, tracks } = playlist.data;
  return (
    <Box sx={{ mt: 1 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, justifyContent: 'space-between' }}>
        <Typography>
          <strong>{list.name}</strong> · {t('trackCount', { count: list.tracks.total })}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          {list.external_urls.spotify ? (
            <Button
              href={list.external_urls.spotify}
              target="_blank"
              rel="noopener noreferrer"
              startIcon={<OpenInNewIcon />}
            >
              {t('openInSpotify')}
            </Button>
          ) : null}
          {removeAction}
        </Box>
      </Box>
      {tracks.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 2 }}>
          {music('noTracks')}
        </Typography>
      ) : (
        <Box component="ul" aria-label={t('tracksOf', { name: list.name })} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {tracks.map((track, index) => (
            <Box component="li" key={`${track.id}-${index}`}>
              {index > 0 ? <Divider /> : null}
              <TrackRow track={track} />
            </Box>
          ))}
        </Box>
      )}
      {confirm}
    </Box>
  );
}
