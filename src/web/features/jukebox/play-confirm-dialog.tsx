import Box from '@mui/material/Box';
import { formatPoints } from '../../../shared/scoring';
import { BalanceBox } from '../../components/BalanceBox';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useRetainedValue } from '../../components/use-retained-value';
import { artistNames } from './play-offer';

type TPlayConfirmDialogProps = {
  /** The track about to be paid for; null: closed. */
  track: { name: string; artists: readonly { name: string }[] } | null;
  kind: 'add' | 'skip';
  price: number;
  balance: number | undefined;
  busy: boolean;
  error: unknown;
  onConfirm: () => void;
  onCancel: () => void;
};

const WORDS = {
  add: { title: 'Add this song to the queue?', what: 'plays after the songs already waiting', taken: 'takes it' },
  skip: { title: 'Skip this song?', what: 'stops now, and the next song plays', taken: 'skips it' },
} as const;

/**
 * A student's paid queue addition or skip asks first, as every other purchase does (issue 28):
 * the song, the price and the balance, then Pay or Cancel. Nothing is charged until Pay, and then
 * only if Spotify does it.
 */
export function PlayConfirmDialog({
  track,
  kind,
  price,
  balance,
  busy,
  error,
  onConfirm,
  onCancel,
}: TPlayConfirmDialogProps) {
  const shown = useRetainedValue(track).value;
  const words = WORDS[kind];
  return (
    <ConfirmDialog
      open={track !== null}
      title={words.title}
      confirmLabel={`Pay ${formatPoints(price)}`}
      busyLabel="Asking Spotify..."
      busy={busy}
      error={error}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      {shown ? (
        <>
          &lsquo;{shown.name}&rsquo; by {artistNames(shown.artists)} {words.what}. It costs {formatPoints(price)}, taken
          only if Spotify {words.taken}.
          <Box sx={{ mt: 2 }}>
            <BalanceBox balance={balance} cost={price} />
          </Box>
        </>
      ) : null}
    </ConfirmDialog>
  );
}
