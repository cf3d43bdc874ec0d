import ExplicitIcon from '@mui/icons-material/Explicit';
import MusicNoteIcon from '@mui/icons-material/MusicNote';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { TTrack } from '../../../shared/jukebox';
import { useText } from '../../i18n/use-text';
import { artistNames } from './play-offer';
import { jukeboxText } from './texts';

type TTrackRowProps = {
  track: TTrack;
  /** The button or note at the end of the row. */
  action?: ReactNode;
};

/** One track as every jukebox list shows it: album art, name, artists, the explicit mark. */
export function TrackRow({ track, action }: TTrackRowProps) {
  const t = useText(jukeboxText);
  // The smallest of Spotify's images that is still sharp at 48 px.
  const image = [...track.album.images]
    .sort((a, b) => (a.width ?? 0) - (b.width ?? 0))
    .find((i) => (i.width ?? 64) >= 48);
  return (
    // On a phone the button moves under the words rather than squeezing them a letter wide.
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, py: 1 }}>
      <Avatar variant="rounded" src={image?.url} alt="" sx={{ width: 48, height: 48 }}>
        <MusicNoteIcon aria-hidden="true" />
      </Avatar>
      <Box sx={{ minWidth: 0, flex: '1 1 150px' }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {track.name}
          {track.explicit ? (
            <ExplicitIcon
              titleAccess={t('explicit')}
              fontSize="small"
              sx={{ ml: 0.5, verticalAlign: 'text-bottom', color: 'text.secondary' }}
            />
          ) : null}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {artistNames(track.artists)}
        </Typography>
      </Box>
      {action ? <Box sx={{ flexShrink: 0, ml: 'auto' }}>{action}</Box> : null}
    </Box>
  );
}
