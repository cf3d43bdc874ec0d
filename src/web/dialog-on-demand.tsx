import { Suspense, useEffect, useState } from 'react';
import type { ComponentType } from 'react';
import { useSnackbar } from './components/use-snackbar';
import { componentsText } from './components/texts';
import { lazyNamed } from './lazy-named';

/**
 * A dialog whose code downloads the first time it opens, not with the page that may open it:
 * a page with many dialogs (Manage Accounts has a dozen, with their forms and validation) draws
 * sooner on a school Chromebook when it downloads only what it shows. Until first opened it
 * renders nothing; after that it stays mounted, so it closes with its transition as before.
 * `isOpen` reads the dialog's own way of being open (an `open` flag, or a target that is set).
 * A download that fails says so and closes the dialog through its own `onClose`, so opening it
 * again tries again.
 */
export function dialogOnDemand<K extends string, P extends { onClose: () => void }>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
  isOpen: (props: P) => boolean,
): ComponentType<P> {
  const Dialog = lazyNamed(load, name);

  function OnDemand(props: P) {
    const open = isOpen(props);
    const [arrived, setArrived] = useState(false);
    const { enqueueSnackbar } = useSnackbar();
    const { onClose } = props;
    useEffect(() => {
      if (!open || arrived) return undefined;
      let current = true;
      void Dialog.preload().then((ready) => {
        if (!current) return;
        if (ready) return setArrived(true);
        enqueueSnackbar(componentsText.t('loadOnDemandFailed'), { variant: 'error' });
        onClose();
      });
      return () => {
        current = false;
      };
    }, [open, arrived, enqueueSnackbar, onClose]);
    // Its code is here once arrived: React.lazy renders it without waiting on anything.
    return arrived ? (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    ) : null;
  }
  // eslint-disable-next-line lingui/no-unlocalized-strings -- the name React DevTools shows, not a text
  OnDemand.displayName = `OnDemand(${name})`;
  return OnDemand;
}
