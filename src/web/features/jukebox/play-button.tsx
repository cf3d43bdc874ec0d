import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';
import type { TPlayOffer } from './play-offer';
import { useText } from '../../i18n/use-text';
import { jukeboxText } from './texts';

type TPlayButtonProps = {
  offer: TPlayOffer;
  /** What the button says: 'Add to queue for 100 pts'. */
  label: string;
  /** The track it acts on, added to the name screen readers hear: 'Paper Lanterns by The Quiet Comets'. */
  subject: string;
  icon: ReactNode;
  busy: boolean;
  onClick: () => void;
  /** A reason already shown once for the whole list (short of points, today's songs used): its text and id. */
  listReason?: { text: string; id: string } | null;
};

/**
 * A jukebox purchase button. When it is off for a reason, the reason is written under it (seed 000
 * section 8: 'Insufficient funds! You have n pts'), readable without a hover on a phone, and is
 * the button's description; a reason the list already shows once is pointed to instead of repeated.
 */
export function PlayButton({ offer, label, subject, icon, busy, onClick, listReason }: TPlayButtonProps) {
  const t = useText(jukeboxText);
  const reasonId = useId();
  const shownAbove = listReason && offer.reason === listReason.text;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-end', maxWidth: 240 }}>
      <Button
        size="small"
        variant="outlined"
        startIcon={icon}
        disabled={offer.disabled || busy}
        onClick={onClick}
        // Starts with the visible words, so a voice-control user can say what they see.
        aria-label={t('buttonLabel', { label, subject })}
        aria-describedby={offer.reason ? (shownAbove ? listReason.id : reasonId) : undefined}
        sx={{ whiteSpace: 'nowrap' }}
      >
        {label}
      </Button>
      {offer.reason && !shownAbove ? (
        <Typography id={reasonId} variant="caption" color="text.secondary" sx={{ textAlign: 'right', mt: 0.5 }}>
          {offer.reason}
        </Typography>
      ) : null}
    </Box>
  );
}
