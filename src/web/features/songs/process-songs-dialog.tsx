import CloseIcon from '@mui/icons-material/Close';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useId, useState } from 'react';
import type { TSong } from '../../../shared/songs';
import { EmptyState } from '../../components/EmptyState';
import { SongReview } from './song-review';

/** Waiting for the teacher: new requests and removal requests (the badge of 'Process requests'). */
export function isPending(song: Pick<TSong, 'status'>): boolean {
  return song.status === 'pendingApproval' || song.status === 'pendingRemoval';
}

/** Oldest first: whoever asked first is answered first. */
const byAge = (a: TSong, b: TSong) => a.createdAt.localeCompare(b.createdAt);

type TProcessSongsDialogProps = { open: boolean; songs: TSong[]; onClose: () => void };

/**
 * 'Process requests' (seed 001 sections 2 and 4): pending songs one at a time. Skip sets one aside
 * for this opening; Save & Continue decides it and moves on; 'All caught up!' when none remain.
 * Requests that arrive while it is open (live updates) join the queue.
 */
export function ProcessSongsDialog({ open, songs, onClose }: TProcessSongsDialogProps) {
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const titleId = useId();
  const [opening, setOpening] = useState(0);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setOpening((n) => n + 1);
  }
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={fullScreen}
      maxWidth="sm"
      fullWidth
      scroll="paper"
      aria-labelledby={titleId}
    >
      <SongQueue key={opening} songs={songs} titleId={titleId} onClose={onClose} />
    </Dialog>
  );
}

function SongQueue({ songs, titleId, onClose }: { songs: TSong[]; titleId: string; onClose: () => void }) {
  const [skipped, setSkipped] = useState<ReadonlySet<string>>(() => new Set());
  const pending = songs.filter(isPending).sort(byAge);
  const queue = pending.filter((song) => !skipped.has(song._id));
  const current = queue[0];

  return (
    <>
      <DialogTitle id={titleId} sx={{ pr: 7 }}>
        Process requests
        {current ? (
          <Typography variant="body2" color="text.secondary" component="span" sx={{ display: 'block' }}>
            {queue.length} left to process
          </Typography>
        ) : null}
      </DialogTitle>
      <IconButton aria-label="Close" onClick={onClose} sx={{ position: 'absolute', right: 12, top: 12 }}>
        <CloseIcon />
      </IconButton>
      {current ? (
        <SongReview
          key={current._id}
          song={current}
          onNext={() => setSkipped((ids) => new Set(ids).add(current._id))}
        />
      ) : (
        <>
          <DialogContent dividers>
            <EmptyState
              icon={<DoneAllIcon />}
              title="All caught up!"
              description={
                pending.length > 0
                  ? `${pending.length} pending ${pending.length === 1 ? 'request was' : 'requests were'} skipped.`
                  : 'There are no song requests waiting for you.'
              }
            />
          </DialogContent>
          <DialogActions>
            {pending.length > 0 ? <Button onClick={() => setSkipped(new Set())}>Review skipped</Button> : null}
            <Button variant="contained" onClick={onClose}>
              Done
            </Button>
          </DialogActions>
        </>
      )}
    </>
  );
}
