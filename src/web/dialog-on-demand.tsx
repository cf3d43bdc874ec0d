import { useEffect, useState } from 'react';
import type { ComponentType } from 'react';
import { useSnackbar } from './components/use-snackbar';

/** Said when a dialog's code could not be downloaded (a dropped connection, or a newer version). */
const DIALOG_LOAD_FAILED = 'This could not be opened. Please check your connection, or reload the page.';

/**
 * A dialog whose code downloads the first time it opens, not with the page that may open it:
 * a page with many dialogs (Manage Accounts has a dozen, with their forms and validation) draws
 * sooner on a school Chromebook when it downloads only what it shows. Until first opened it
 * renders nothing; after that it stays mounted, so it closes with its transition as before.
 * `isOpen` reads the dialog's own way of being open (an `open` flag, or a target that is set).
 * A download that fails says so, closes the dialog through its own `onClose` (so opening it again
 * tries again), and is asked for afresh next time: school Wi-Fi drops, and a tab left open across
 * an upgrade asks for files the new version no longer has.
 */
export function dialogOnDemand<K extends string, P extends { onClose: () => void }>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
  isOpen: (props: P) => boolean,
): ComponentType<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const download = () =>
    (loading ??= load().then(
      (module) => (loaded = module[name]),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    ));

  function OnDemand(props: P) {
    const open = isOpen(props);
    const [Dialog, setDialog] = useState<ComponentType<P> | null>(() => loaded);
    const { enqueueSnackbar } = useSnackbar();
    const { onClose } = props;
    useEffect(() => {
      if (!open || Dialog) return undefined;
      let current = true;
      download().then(
        (component) => {
          if (current) setDialog(() => component);
        },
        () => {
          if (!current) return;
          enqueueSnackbar(DIALOG_LOAD_FAILED, { variant: 'error' });
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
