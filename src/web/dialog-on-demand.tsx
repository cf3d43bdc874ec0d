import { Suspense, useState } from 'react';
import type { ComponentType } from 'react';
import { lazyNamed } from './lazy-named';

/**
 * A dialog whose code downloads the first time it opens, not with the page that may open it:
 * a page with many dialogs (Manage Accounts has a dozen, with their forms and validation) draws
 * sooner on a school Chromebook when it downloads only what it shows. Until first opened it
 * renders nothing; after that it stays mounted, so it closes with its transition as before.
 * `isOpen` reads the dialog's own way of being open (an `open` flag, or a target that is set).
 */
export function dialogOnDemand<K extends string, P extends object>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
  isOpen: (props: P) => boolean,
): ComponentType<P> {
  const Dialog = lazyNamed(load, name);
  function OnDemand(props: P) {
    const open = isOpen(props);
    const [opened, setOpened] = useState(open);
    if (open && !opened) setOpened(true);
    if (!opened && !open) return null;
    return (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    );
  }
  OnDemand.displayName = `OnDemand(${name})`;
  return OnDemand;
}
