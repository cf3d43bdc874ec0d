import LockIcon from '@mui/icons-material/Lock';
import RemoveCircleOutlineIcon from '@mui/icons-material/RemoveCircleOutline';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { ANONYMOUS_NAME, type TSong } from '../../../shared/songs';
import { fullName } from '../courses';
import { SongsTable } from './songs-table';

/** What a student may do about an approved song: ask for its removal, see the Prime lock, or nothing. */
export type TRemovalOffer = 'available' | 'primeLocked' | 'off';

/** Who asked for a song: 'Anonymous' for an anonymous classmate (P32, P35). */
function requesterName(song: TSong): string {
  return song.student._id === undefined ? ANONYMOUS_NAME : fullName(song.student);
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
  return (
    <SongsTable
      songs={songs}
      labelledBy={labelledBy}
      provider={provider}
      requester={{
        header: 'Requested by',
        text: requesterName,
        cell: (song) => (
          <>
            {requesterName(song)}
            {song.mine ? (
              <Typography component="span" variant="body2" color="text.secondary">
                {' '}
                (you{song.student.anonymousSongs ? ', anonymous to classmates' : ''})
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
  if (locked) {
    return (
      <Typography
        variant="caption"
        color="text.secondary"
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, py: 0.75, textAlign: 'left' }}
      >
        <LockIcon fontSize="inherit" aria-hidden="true" />
        Available with Prime
      </Typography>
    );
  }
  return (
    <Button
      size="small"
      color="error"
      startIcon={<RemoveCircleOutlineIcon />}
      onClick={onRequest}
      aria-label={`Remove ${song.title} by ${song.artist}: ask your teacher`}
      sx={{ whiteSpace: 'nowrap' }}
    >
      Remove
    </Button>
  );
}
