import type { TSong } from '../../../shared/songs';
import { DeleteRecordDialog } from '../../components/DeleteRecordDialog';
import { fullName } from '../courses';
import { useDeleteSong } from './queries';
import { useText } from '../../i18n/use-text';
import { songsText } from './texts';

type TDeleteSongDialogProps = { song: TSong | null; onClose: () => void };

/** P30: deleting a song request asks first; a pending one is refunded by the server (P35). */
export function DeleteSongDialog({ song, onClose }: TDeleteSongDialogProps) {
  const t = useText(songsText);
  return (
    <DeleteRecordDialog
      record={song}
      onClose={onClose}
      title={t('deleteTitle')}
      successMessage={t('deleted')}
      remove={useDeleteSong()}
      describe={(shown) => {
        const what = { title: shown.title, artist: shown.artist, student: fullName(shown.student) };
        if (shown.status === 'pendingApproval')
          return t('deletePendingApproval', { ...what, firstName: shown.student.firstName });
        if (shown.status === 'pendingRemoval') return t('deletePendingRemoval', what);
        return t('deleteOther', what);
      }}
    />
  );
}
