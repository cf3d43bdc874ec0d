import CloseIcon from '@mui/icons-material/Close';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import IconButton from '@mui/material/IconButton';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useId, useState } from 'react';
import type { TPurchase } from '../../../../shared/store';
import { EmptyState } from '../../../components/EmptyState';
import { PurchaseReview } from './purchase-review';

type TProcessPurchasesDialogProps = { open: boolean; purchases: TPurchase[]; onClose: () => void };

/**
 * Queue processing (seed 001 section 4): pending orders one at a time in the server's order
 * (same-day Prime orders first). Each opening starts a new session with nothing set aside.
 */
export function ProcessPurchasesDialog({ open, purchases, onClose }: TProcessPurchasesDialogProps) {
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const titleId = useId();
  const [session, setSession] = useState(0);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setSession((n) => n + 1);
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
      <ProcessQueue key={session} purchases={purchases} titleId={titleId} onClose={onClose} />
    </Dialog>
  );
}

function ProcessQueue({
  purchases,
  titleId,
  onClose,
}: {
  purchases: TPurchase[];
  titleId: string;
  onClose: () => void;
}) {
  const [setAside, setSetAside] = useState<ReadonlySet<string>>(() => new Set());
  const pending = purchases.filter((p) => p.status === 'pending');
  const queue = pending.filter((p) => !setAside.has(p._id));
  const current = queue[0];

  return (
    <>
      <DialogTitle id={titleId} sx={{ pr: 7 }}>
        Process purchases
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
        <PurchaseReview
          key={current._id}
          purchase={current}
          onNext={() => setSetAside((ids) => new Set(ids).add(current._id))}
        />
      ) : (
        <AllCaughtUp skipped={pending.length} onReviewSkipped={() => setSetAside(new Set())} onClose={onClose} />
      )}
    </>
  );
}

type TAllCaughtUpProps = { skipped: number; onReviewSkipped: () => void; onClose: () => void };

function AllCaughtUp({ skipped, onReviewSkipped, onClose }: TAllCaughtUpProps) {
  return (
    <>
      <DialogContent dividers>
        <EmptyState
          icon={<DoneAllIcon />}
          title="All caught up!"
          description={
            skipped > 0
              ? `${skipped} pending ${skipped === 1 ? 'order was' : 'orders were'} skipped or saved for later.`
              : 'There are no pending purchases to process.'
          }
        />
      </DialogContent>
      <DialogActions>
        {skipped > 0 ? <Button onClick={onReviewSkipped}>Review skipped</Button> : null}
        <Button variant="contained" onClick={onClose}>
          Done
        </Button>
      </DialogActions>
    </>
  );
}
