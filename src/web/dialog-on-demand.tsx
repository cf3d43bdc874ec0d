import { useEffect, useState } from 'react';
import type { ComponentType } from 'react';
import { useSnackbar } from './components/use-snackbar';
import { LOAD_ON_DEMAND_FAILED, onDemand } from './on-demand';

/**
 * A dialog whose code downloads the first time it opens, not with the page that may open it:
 * a page with many dialogs (Manage Accounts has a dozen, with their forms and validation) draws
 * sooner on a school Chromebook when it downloads only what it shows. Until first opened it
 * renders nothing; after that it stays mounted, so it closes with its transition as before.
 * `isOpen` reads the dialog's own way of being open (an `open` flag, or a target that is set).
 * A download that fails says so, closes the dialog through its own `onClose` (so opening it again
 * tries again), and is asked for afresh next time (`onDemand`).
 */
export function dialogOnDemand<K extends string, P extends { onClose: () => void }>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
  isOpen: (props: P) => boolean,
): ComponentType<P> {
  const dialog = onDemand(() => load().then((module) => module[name]));

  function OnDemand(props: P) {
    const open = isOpen(props);
    const [Dialog, setDialog] = useState<ComponentType<P> | null>(() => dialog.loaded());
    const { enqueueSnackbar } = useSnackbar();
    const { onClose } = props;
    useEffect(() => {
      if (!open || Dialog) return undefined;
      let current = true;
      dialog.download().then(
        (component) => {
          if (current) setDialog(() => component);
        },
        () => {
          if (!current) return;
          enqueueSnackbar(LOAD_ON_DEMAND_FAILED, { variant: 'error' });
          onClose();
        },
      );
      return () => {
        current = false;
      };
    }, [open, Dialog, enqueueSnackbar, onClose]);
    return Dialog ? <Dialog {...props} /> : null;
  }
  OnDemand.displayName = `OnDemand(${name})`;
  return OnDemand;
}
