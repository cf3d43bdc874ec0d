import Button from '@mui/material/Button';
import Tooltip from '@mui/material/Tooltip';
import type { ReactNode } from 'react';
import type { TPlayOffer } from './play-offer';

type TPlayButtonProps = {
  offer: TPlayOffer;
  label: string;
  /** Names the track for screen readers: 'Add Paper Lanterns to queue for 100 pts'. */
  ariaLabel: string;
  icon: ReactNode;
  busy: boolean;
  onClick: () => void;
};

/**
 * A jukebox purchase button. When it is off for a reason, the reason shows as a tooltip (seed 000
 * section 8: 'Insufficient funds! You have n pts') on a focusable wrapper, since a disabled button
 * takes no focus, and is read with the button.
 */
export function PlayButton({ offer, label, ariaLabel, icon, busy, onClick }: TPlayButtonProps) {
  const button = (
    <Button
      size="small"
      variant="outlined"
      startIcon={icon}
      disabled={offer.disabled || busy}
      onClick={onClick}
      aria-label={offer.reason ? `${ariaLabel}: ${offer.reason}` : ariaLabel}
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
