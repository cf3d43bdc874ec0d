import type { TSong } from '../../../shared/songs';
import { DeleteRecordDialog } from '../../components/DeleteRecordDialog';
import { fullName } from '../courses';
import { useDeleteSong } from './queries';

type TDeleteSongDialogProps = { song: TSong | null; onClose: () => void };

/** P30: deleting a song request asks first; a pending one is refunded by the server (P35). */
export function DeleteSongDialog({ song, onClose }: TDeleteSongDialogProps) {
  return (
    <DeleteRecordDialog
      record={song}
      onClose={onClose}
      title="Delete song request?"
      successMessage="Song request deleted"
      remove={useDeleteSong()}
      describe={(shown) => {
        const what = `Delete ‘${shown.title}’ by ${shown.artist}, requested by ${fullName(shown.student)}?`;
        if (shown.status === 'pendingApproval')
          return `${what} It is pending approval, so ${shown.student.firstName} gets the points back.`;
        if (shown.status === 'pendingRemoval')
          return `${what} Its removal request is pending, so the student who asked for the removal gets the points back.`;
        return `${what} This cannot be undone.`;
      }}
    />
  );
}
