import { Suspense, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { lazyNamed } from '../../lazy-named';
import { useSignedInUser } from '../auth';
import { WhatsNewContext } from './whats-new-context';
import { useMarkChangesViewed } from './use-mark-changes-viewed';

const DIALOG_EXPORT = 'WhatsNewDialog';
const WhatsNewDialog = lazyNamed(() => import('./whats-new-dialog'), DIALOG_EXPORT);

/**
 * Opens What's New by itself while the user has not seen the changes (students and teachers,
 * seed 001 section 2), and on demand from the settings page without touching the flag. `waiting`
 * keeps it closed while something must come first (a student choosing their class, P40), so the
 * two never cover each other.
 */
export function WhatsNewHost({ children, waiting = false }: { children: ReactNode; waiting?: boolean }) {
  const user = useSignedInUser();
  const markViewed = useMarkChangesViewed();
  const [openedByHand, setOpenedByHand] = useState(false);
  const [everOpened, setEverOpened] = useState(false);

  const unseen = !waiting && user.role !== 'admin' && !user.viewedChanges;
  const open = openedByHand || unseen;
  if (open && !everOpened) setEverOpened(true);

  const resetMarkViewed = markViewed.reset;
  const controls = useMemo(
    () => ({
      open: () => {
        resetMarkViewed();
        setOpenedByHand(true);
      },
    }),
    [resetMarkViewed],
  );

  const close = () => {
    if (unseen) {
      markViewed.mutate(undefined, { onSuccess: () => setOpenedByHand(false) });
    } else {
      setOpenedByHand(false);
    }
  };

  return (
    <WhatsNewContext value={controls}>
      {children}
      {everOpened ? (
        <Suspense fallback={null}>
          <WhatsNewDialog
            open={open}
            audience={user.role === 'student' ? 'student' : 'teacher'}
            busy={markViewed.isPending}
            error={markViewed.error}
            onClose={close}
          />
        </Suspense>
      ) : null}
    </WhatsNewContext>
  );
}
