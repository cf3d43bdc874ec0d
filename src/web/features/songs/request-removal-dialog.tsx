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
import { useText } from '../../i18n/use-text';
import { songsText } from './texts';

type TRequestRemovalDialogProps = { song: TSong | null; price: number; onClose: () => void };

/** A student asks for an approved song's removal, paying the removal price now (P19, P35). */
export function RequestRemovalDialog({ song, price, onClose }: TRequestRemovalDialogProps) {
  const t = useText(songsText);
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
      title={t('removalTitle')}
      confirmLabel={t('pay', { price: formatPoints(price) })}
      busyLabel={t('requesting')}
      busy={update.isPending}
      error={refusalShownApart(update.error)}
      onCancel={close}
      onConfirm={() => {
        if (!song) return;
        update.mutate(
          { id: song._id, status: 'pendingRemoval' },
          {
            onSuccess: () => {
              enqueueSnackbar(songsText.t('removalSubmitted'), { variant: 'success' });
              update.reset();
              onClose();
            },
          },
        );
      }}
    >
      {shown ? (
        <>
          {t('removalExplain', { title: shown.title, artist: shown.artist, price: formatPoints(price) })}
          <Box sx={{ mt: 2, display: 'grid', gap: 1 }}>
            <BalanceBox balance={balance} cost={price} />
            <SongRefusal error={update.error} />
          </Box>
        </>
      ) : null}
    </ConfirmDialog>
  );
}
