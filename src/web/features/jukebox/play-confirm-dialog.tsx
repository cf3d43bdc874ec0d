import Box from '@mui/material/Box';
import { formatPoints } from '../../../shared/scoring';
import { BalanceBox } from '../../components/BalanceBox';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useRetainedValue } from '../../components/use-retained-value';
import { artistNames } from './play-offer';
import { useText } from '../../i18n/use-text';
import { jukeboxText } from './texts';

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

/** Each kind's texts: its title's key and its explanation's key. */
const WORDS = {
  add: { title: 'addTitle', explain: 'addExplain' },
  skip: { title: 'skipTitle', explain: 'skipExplain' },
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
  const t = useText(jukeboxText);
  const shown = useRetainedValue(track).value;
  const words = WORDS[kind];
  return (
    <ConfirmDialog
      open={track !== null}
      title={t(words.title)}
      confirmLabel={t('pay', { price: formatPoints(price) })}
      busyLabel={t('askingSpotifyDots')}
      busy={busy}
      error={error}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      {shown ? (
        <>
          {t(words.explain, { name: shown.name, artists: artistNames(shown.artists), price: formatPoints(price) })}
          <Box sx={{ mt: 2 }}>
            <BalanceBox balance={balance} cost={price} />
          </Box>
        </>
      ) : null}
    </ConfirmDialog>
  );
}
