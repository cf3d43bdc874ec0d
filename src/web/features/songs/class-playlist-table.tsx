import LockIcon from '@mui/icons-material/Lock';
import RemoveCircleOutlineIcon from '@mui/icons-material/RemoveCircleOutline';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { anonymousName, type TSong } from '../../../shared/songs';
import { fullName } from '../courses';
import { SongsTable } from './songs-table';
import { musicText } from '../../../shared/music/texts';
import { useText } from '../../i18n/use-text';
import { songsText } from './texts';

/** What a student may do about an approved song: ask for its removal, see the Prime lock, or nothing. */
export type TRemovalOffer = 'available' | 'primeLocked' | 'off';

/** Who asked for a song: 'Anonymous' for an anonymous classmate (P32, P35). */
function requesterName(song: TSong): string {
  return song.student._id === undefined ? anonymousName() : fullName(song.student);
}

type TClassPlaylistTableProps = {
  songs: TSong[];
  labelledBy: string;
  removal: TRemovalOffer;
  provider: string;
  onRequestRemoval: (song: TSong) => void;
};

/** The 'Class Playlist' table (seed 000 section 2), with removal requests on approved songs (P29). */
export function ClassPlaylistTable({
  songs,
  labelledBy,
  removal,
  provider,
  onRequestRemoval,
}: TClassPlaylistTableProps) {
  const t = useText(songsText);
  useText(musicText); // 'Anonymous'
  return (
    <SongsTable
      songs={songs}
      labelledBy={labelledBy}
      provider={provider}
      requester={{
        header: t('requestedBy'),
        text: requesterName,
        cell: (song) => (
          <>
            {requesterName(song)}
            {song.mine ? (
              <Typography component="span" variant="body2" color="text.secondary">
                {' '}
                {song.student.anonymousSongs ? t('youAnonymous') : t('you')}
              </Typography>
            ) : null}
          </>
        ),
      }}
      action={(song) =>
        song.status === 'approved' && removal !== 'off' ? (
          <RemovalAction song={song} locked={removal === 'primeLocked'} onRequest={() => onRequestRemoval(song)} />
        ) : null
      }
    />
  );
}

function RemovalAction({ song, locked, onRequest }: { song: TSong; locked: boolean; onRequest: () => void }) {
  const t = useText(songsText);
  if (locked) {
    return (
      <Typography
        variant="caption"
        color="text.secondary"
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, py: 0.75, textAlign: 'left' }}
      >
        <LockIcon fontSize="inherit" aria-hidden="true" />
        {t('availableWithPrime')}
      </Typography>
    );
  }
  return (
    <Button
      size="small"
      color="error"
      startIcon={<RemoveCircleOutlineIcon />}
      onClick={onRequest}
      aria-label={t('removeLabel', { title: song.title, artist: song.artist })}
      sx={{ whiteSpace: 'nowrap' }}
    >
      {t('remove')}
    </Button>
  );
}
