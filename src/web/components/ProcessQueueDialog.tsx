import CloseIcon from '@mui/icons-material/Close';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import Button from '@mui/material/Button';
import { PhoneDialog } from './PhoneDialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { EmptyState } from './EmptyState';
import { useOpeningKey } from './use-opening-key';
import { useText } from '../i18n/use-text';
import { componentsText } from './texts';

type TProcessQueueDialogProps<T extends { _id: string }> = {
  open: boolean;
  onClose: () => void;
  title: string;
  /** What waits for the teacher, in the order to process it; a decided item leaves this list. */
  pending: T[];
  /** The review of one item (keyed by its id); `onNext` sets it aside for this opening and moves on. */
  renderItem: (item: T, onNext: () => void) => ReactNode;
  /** Under 'All caught up!' when items were skipped, e.g. '2 pending orders were skipped.' */
  skippedText: (count: number) => string;
  /** Under 'All caught up!' when nothing waits. */
  emptyText: string;
  /** Something the last decision left for the teacher to do, shown above the item until dismissed. */
  notice?: ReactNode;
};

/**
 * Queue processing (seed 001 section 4): pending items one at a time. Skip sets one aside for the
 * session, Save & Continue moves to the next, and 'All caught up!' shows when none remain. Each
 * opening starts a new session with nothing set aside; items that arrive meanwhile join the queue.
 */
export function ProcessQueueDialog<T extends { _id: string }>(props: TProcessQueueDialogProps<T>) {
  const { open, onClose } = props;
  const titleId = useId();
  const session = useOpeningKey(open);
  return (
    <PhoneDialog open={open} onClose={onClose} maxWidth="sm" scroll="paper" aria-labelledby={titleId}>
      <Queue key={session} {...props} titleId={titleId} />
    </PhoneDialog>
  );
}

function Queue<T extends { _id: string }>(props: TProcessQueueDialogProps<T> & { titleId: string }) {
  const { title, pending, renderItem, skippedText, emptyText, titleId, onClose, notice } = props;
  const t = useText(componentsText);
  const [setAside, setSetAside] = useState<ReadonlySet<string>>(() => new Set());
  const queue = pending.filter((item) => !setAside.has(item._id));
  const current = queue[0];
  const heading = useRef<HTMLHeadingElement>(null);
  const shownId = useRef(current?._id);
  // The control just used leaves with its item: focus goes to the title, which reads how many are
  // left, rather than falling to the page, so a keyboard or screen reader user goes on from there.
  useEffect(() => {
    if (shownId.current === current?._id) return;
    shownId.current = current?._id;
    heading.current?.focus();
  }, [current?._id]);

  return (
    <>
      <DialogTitle id={titleId} ref={heading} tabIndex={-1} sx={{ pr: 7, '&:focus': { outline: 'none' } }}>
        {title}
        {current ? (
          <Typography variant="body2" color="text.secondary" component="span" sx={{ display: 'block' }}>
            {t('leftToProcess', { count: queue.length })}
          </Typography>
        ) : null}
      </DialogTitle>
      <IconButton aria-label={t('close')} onClick={onClose} sx={{ position: 'absolute', right: 12, top: 12 }}>
        <CloseIcon />
      </IconButton>
      {notice}
      {current ? (
        renderItem(current, () => setSetAside((ids) => new Set(ids).add(current._id)))
      ) : (
        <>
          <DialogContent dividers>
            <EmptyState
              icon={<DoneAllIcon />}
              title={t('allCaughtUp')}
              description={pending.length > 0 ? skippedText(pending.length) : emptyText}
            />
          </DialogContent>
          <DialogActions>
            {pending.length > 0 ? <Button onClick={() => setSetAside(new Set())}>{t('reviewSkipped')}</Button> : null}
            <Button variant="contained" onClick={onClose}>
              {t('done')}
            </Button>
          </DialogActions>
        </>
      )}
    </>
  );
}
