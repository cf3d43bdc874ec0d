import Button from '@mui/material/Button';
import { Tooltip } from '../../components/Tooltip';
import type { ReactNode } from 'react';
import type { TPlayOffer } from './play-offer';

type TPlayButtonProps = {
  offer: TPlayOffer;
  /** What the button says: 'Add to queue for 100 pts'. */
  label: string;
  /** The track it acts on, added to the name screen readers hear: 'Paper Lanterns by The Quiet Comets'. */
  subject: string;
  icon: ReactNode;
  busy: boolean;
  onClick: () => void;
};

/**
 * A jukebox purchase button. When it is off for a reason, the reason shows as a tooltip (seed 000
 * section 8: 'Insufficient funds! You have n pts') on a focusable wrapper, since a disabled button
 * takes no focus, and is read with the button.
 */
export function PlayButton({ offer, label, subject, icon, busy, onClick }: TPlayButtonProps) {
  const button = (
    <Button
      size="small"
      variant="outlined"
      startIcon={icon}
      disabled={offer.disabled || busy}
      onClick={onClick}
      // Starts with the visible words, so a voice-control user can say what they see.
      aria-label={`${label}: ${subject}${offer.reason ? `. ${offer.reason}` : ''}`}
      sx={{ whiteSpace: 'nowrap' }}
    >
      {label}
    </Button>
  );
  if (!offer.reason) return button;
  return (
    <Tooltip title={offer.reason} describeChild>
      <span tabIndex={0} role="group" aria-label={offer.reason} style={{ display: 'inline-block' }}>
        {button}
      </span>
    </Tooltip>
  );
}
