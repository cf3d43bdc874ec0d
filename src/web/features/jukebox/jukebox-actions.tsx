import LockIcon from '@mui/icons-material/Lock';
import QueueMusicIcon from '@mui/icons-material/QueueMusic';
import LibraryMusicIcon from '@mui/icons-material/LibraryMusic';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { lazy, Suspense, useState } from 'react';
import { jukeboxAvailability } from '../../../shared/jukebox';
import { isJukeboxLocked } from '../../../shared/prime-rules';
import { useSignedInUser } from '../auth';
import { useText } from '../../i18n/use-text';
import { musicText } from '../../../shared/music/texts';
import { jukeboxText } from './texts';

// The dialogs load when first opened: the Songs page itself stays light on a school Chromebook.
const JukeboxDialog = lazy(() => import('./jukebox-dialog').then((m) => ({ default: m.JukeboxDialog })));
const ManagePlaylistsDialog = lazy(() =>
  import('./manage-playlists-dialog').then((m) => ({ default: m.ManagePlaylistsDialog })),
);

/** Where the jukebox shows for this person: its buttons, the not-supported text, or nothing. */
export function useJukeboxAvailability() {
  const user = useSignedInUser();
  return user.settings ? jukeboxAvailability(user.settings) : 'hidden';
}

/** The Songs pages' jukebox buttons (seed 000 section 2): Jukebox, and for teachers Manage Playlists. */
export function JukeboxButtons() {
  const t = useText(jukeboxText);
  const user = useSignedInUser();
  const availability = useJukeboxAvailability();
  const [open, setOpen] = useState<'jukebox' | 'playlists' | null>(null);
  if (availability !== 'shown') return null;
  if (user.role === 'student' && user.settings && isJukeboxLocked(user.settings, user.hasPrime)) {
    return (
      <Button variant="outlined" startIcon={<LockIcon />} disabled>
        {t('availableWithPrime')}
      </Button>
    );
  }
  return (
    <>
      <Button variant="outlined" startIcon={<QueueMusicIcon />} onClick={() => setOpen('jukebox')}>
        {t('jukebox')}
      </Button>
      {user.role === 'teacher' ? (
        <Button variant="outlined" startIcon={<LibraryMusicIcon />} onClick={() => setOpen('playlists')}>
          {t('managePlaylists')}
        </Button>
      ) : null}
      <Suspense fallback={null}>
        {open === 'jukebox' ? <JukeboxDialog open onClose={() => setOpen(null)} /> : null}
        {open === 'playlists' ? <ManagePlaylistsDialog open onClose={() => setOpen(null)} /> : null}
      </Suspense>
    </>
  );
}

/**
 * The seed's text when everything is ready but the music app is not Spotify; a student, who can't
 * change it, is told to ask their teacher.
 */
export function JukeboxNotSupported() {
  const music = useText(musicText);
  const user = useSignedInUser();
  return useJukeboxAvailability() === 'notSupported' ? (
    <Alert severity="info" sx={{ mb: 2 }}>
      {user.role === 'student' ? music('notSupportedStudent') : music('notSupported')}
    </Alert>
  ) : null;
}
