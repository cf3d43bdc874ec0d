import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { PhoneDialog } from '../../components/PhoneDialog';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { useSnackbar } from '../../components/use-snackbar';
import { useId } from 'react';
import { useIsMutating } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import * as zod from 'zod';
import { LIMITS, says } from '../../../shared/messages';
import { formatPoints } from '../../../shared/scoring';
import { BalanceBox } from '../../components/BalanceBox';
import { FormDialogFrame } from '../../components/FormDialog';
import { useOpeningKey } from '../../components/use-opening-key';
import { TextInputField } from '../../components/form/TextInputField';
import { useSignedInUser } from '../auth';
import { useStudentAccount } from '../scores';
import { REQUEST_SONG_KEY, useRequestSong } from './queries';
import { SongRefusal, refusalShownApart } from './song-refusal';
import { useText } from '../../i18n/use-text';
import { songsText } from './texts';
import { sharedText } from '../../../shared/texts';

/** Seed 000 section 5: title and artist both required; a title's and a name's limit (P31). */
const requiredText = (message: () => string) =>
  zod
    .string()
    .trim()
    .min(1, says(message))
    .max(
      LIMITS.name,
      says(() => sharedText.t('tooLong', { max: LIMITS.name })),
    );
const ZSongForm = zod.object({
  title: requiredText(() => songsText.t('enterTitle')),
  artist: requiredText(() => songsText.t('enterArtist')),
});
type TSongForm = zod.infer<typeof ZSongForm>;

type TBuySongDialogProps = {
  open: boolean;
  onClose: () => void;
  /** The request's price after the Prime discount (seed 000 section 9). */
  price: number;
  /** The price before the discount, when one applies. */
  fullPrice: number;
};

/** 'Buy a song': title and artist, the price, charged at once (P19). */
export function BuySongDialog({ open, onClose, price, fullPrice }: TBuySongDialogProps) {
  const titleId = useId();
  const session = useOpeningKey(open);
  // Escape and the backdrop wait too while a request is on its way (the form's Cancel is disabled).
  const requesting = useIsMutating({ mutationKey: REQUEST_SONG_KEY }) > 0;
  return (
    <PhoneDialog open={open} onClose={() => !requesting && onClose()} maxWidth="xs" aria-labelledby={titleId}>
      <SongForm key={session} titleId={titleId} onClose={onClose} price={price} fullPrice={fullPrice} />
    </PhoneDialog>
  );
}

function SongForm({ titleId, onClose, price, fullPrice }: Omit<TBuySongDialogProps, 'open'> & { titleId: string }) {
  const t = useText(songsText);
  const { enqueueSnackbar } = useSnackbar();
  const user = useSignedInUser();
  const account = useStudentAccount(user.username);
  const request = useRequestSong();
  const { control, handleSubmit } = useForm<TSongForm>({
    resolver: zodResolver(ZSongForm),
    defaultValues: { title: '', artist: '' },
  });
  const balance = account.data?.totals.balance;
  const shortOfPoints = balance !== undefined && balance < price;
  const busy = request.isPending;
  // Not while the request is on its way: the student would not learn whether they were charged.
  const close = () => {
    if (!busy) onClose();
  };

  const onSubmit = handleSubmit((song) => {
    request.mutate(song, {
      onSuccess: () => {
        enqueueSnackbar(songsText.t('songRequested'), { variant: 'success' });
        onClose();
      },
    });
  });

  return (
    <FormDialogFrame
      titleId={titleId}
      title={t('buyTitle')}
      onSubmit={onSubmit}
      onCancel={close}
      submitLabel={t('buyFor', { price: formatPoints(price) })}
      submittingLabel={t('buying')}
      submitting={busy}
      cannotSubmit={shortOfPoints}
      error={refusalShownApart(request.error)}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <Typography variant="body2" color="text.secondary">
          {t('buyExplain')}
        </Typography>
        <TextInputField
          control={control}
          name="title"
          label={t('songTitle')}
          maxLength={LIMITS.name}
          showCounter
          required
          disabled={busy}
          autoFocus
        />
        <TextInputField
          control={control}
          name="artist"
          label={t('artist')}
          maxLength={LIMITS.name}
          showCounter
          required
          disabled={busy}
        />
        <Box>
          <Typography sx={{ fontWeight: 700 }}>
            {t('price', { price: formatPoints(price) })}
            {fullPrice > price ? (
              <Typography component="span" variant="body2" color="text.secondary" sx={{ ml: 1 }}>
                {t('primePrice', { price: formatPoints(fullPrice) })}
              </Typography>
            ) : null}
          </Typography>
        </Box>
        <BalanceBox balance={balance} cost={price} showAfter={!shortOfPoints} />
        {shortOfPoints ? (
          <Alert severity="warning">{t('shortOfPoints', { balance: formatPoints(balance) })}</Alert>
        ) : null}
        <SongRefusal error={request.error} />
      </Stack>
    </FormDialogFrame>
  );
}
