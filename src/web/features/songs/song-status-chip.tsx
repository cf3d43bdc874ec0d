import Chip from '@mui/material/Chip';
import { Tooltip } from '../../components/Tooltip';
import type { TSong, TSongStatus } from '../../../shared/songs';
import { useText } from '../../i18n/use-text';
import { songsText } from './texts';

/** Seed 000 section 4: how each status reads ('pending approval', 'pending removal'): its text's key. */
const SONG_STATUS_LABEL = {
  approved: 'statusApproved',
  pendingApproval: 'statusPendingApproval',
  pendingRemoval: 'statusPendingRemoval',
  rejected: 'statusRejected',
  removed: 'statusRemoved',
} as const satisfies Record<TSongStatus, string>;

// The theme's main colours keep AA contrast as outlined text in light and dark mode.
const STATUS_COLOR: Record<TSongStatus, 'success' | 'warning' | 'info' | 'error' | 'default'> = {
  approved: 'success',
  pendingApproval: 'warning',
  pendingRemoval: 'info',
  rejected: 'error',
  removed: 'default',
};

/**
 * A song's status; its status description shows as the chip's tooltip (seed 000 section 4), which
 * keyboard users reach with Tab and screen readers hear as the chip's description.
 */
export function SongStatusChip({ song }: { song: Pick<TSong, 'status' | 'statusDescription'> }) {
  const t = useText(songsText);
  const chip = (
    <Chip
      size="small"
      variant="outlined"
      color={STATUS_COLOR[song.status]}
      label={t(SONG_STATUS_LABEL[song.status])}
      tabIndex={song.statusDescription ? 0 : undefined}
    />
  );
  if (!song.statusDescription) return chip;
  return (
    <Tooltip title={song.statusDescription} describeChild>
      {chip}
    </Tooltip>
  );
}
