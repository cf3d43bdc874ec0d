import AssignmentTurnedInIcon from '@mui/icons-material/AssignmentTurnedIn';
import Badge from '@mui/material/Badge';
import Button from '@mui/material/Button';

type TProcessQueueButtonProps = {
  /** What waits for a decision: the badge's number (none shows at 0). */
  pending: number;
  label: string;
  /** Says how many wait, for a screen reader, when the badge shows a number. */
  pendingLabel?: string;
  disabled: boolean;
  onClick: () => void;
};

/** 'Process requests', 'Process purchases': opens a queue of decisions, with how many wait on its badge. */
export function ProcessQueueButton({ pending, label, pendingLabel, disabled, onClick }: TProcessQueueButtonProps) {
  return (
    <Badge badgeContent={pending} color="error" overlap="rectangular">
      <Button
        variant="contained"
        startIcon={<AssignmentTurnedInIcon />}
        onClick={onClick}
        disabled={disabled}
        aria-label={pending > 0 ? pendingLabel : undefined}
      >
        {label}
      </Button>
    </Badge>
  );
}
