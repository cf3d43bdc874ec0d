import Box from '@mui/material/Box';
import { useSnackbar } from '../../components/use-snackbar';
import { formatPoints } from '../../../shared/scoring';
import type { TSong } from '../../../shared/songs';
import { BalanceBox } from '../../components/BalanceBox';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useRetainedValue } from '../../components/use-retained-value';
import { useSignedInUser } from '../auth';
import { useStudentAccount } from '../scores';
import { useUpdateSong } from './queries';
import { SongRefusal, refusalShownApart } from './song-refusal';

type TRequestRemovalDialogProps = { song: TSong | null; price: number; onClose: () => void };

/** A student asks for an approved song's removal, paying the removal price now (P19, P35). */
export function RequestRemovalDialog({ song, price, onClose }: TRequestRemovalDialogProps) {
  const { enqueueSnackbar } = useSnackbar();
  const user = useSignedInUser();
  const account = useStudentAccount(user.username);
  const update = useUpdateSong();
  const shown = useRetainedValue(song).value;
  const balance = account.data?.totals.balance;

  const close = () => {
    if (update.isPending) return;
    update.reset();
    onClose();
  };

  return (
    <ConfirmDialog
      open={song !== null}
      title="Request song removal?"
      confirmLabel={`Pay ${formatPoints(price)}`}
      busyLabel="Requesting..."
      busy={update.isPending}
      error={refusalShownApart(update.error)}
      onCancel={close}
      onConfirm={() => {
        if (!song) return;
        update.mutate(
          { id: song._id, status: 'pendingRemoval' },
          {
            onSuccess: () => {
              enqueueSnackbar('Song removal request submitted', { variant: 'success' });
              update.reset();
              onClose();
            },
          },
        );
      }}
    >
      {shown ? (
        <>
          Ask your teacher to take &lsquo;{shown.title}&rsquo; by {shown.artist} off the class playlist? It costs{' '}
          {formatPoints(price)}, paid now. If your teacher keeps the song, you get your points back.
          <Box sx={{ mt: 2, display: 'grid', gap: 1 }}>
            <BalanceBox balance={balance} cost={price} />
            <SongRefusal error={update.error} />
          </Box>
        </>
      ) : null}
    </ConfirmDialog>
  );
}
