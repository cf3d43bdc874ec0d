import { useEffect } from 'react';
import { useSnackbar } from './components/use-snackbar';
import { componentsText } from './components/texts';
import type { TLazyComponent } from './lazy-named';
import { whenIdle } from './when-idle';

/** Downloads a part the page will want soon once the page has drawn and the browser is idle. */
export function usePreloadWhenIdle<P extends object>(component: TLazyComponent<P>): void {
  useEffect(() => whenIdle(() => void component.preload()), [component]);
}

/**
 * What opens a part on demand: `open(then)` runs `then` once its code is here (at once after the
 * first time), or says "This could not be opened..." when the download failed, and the next call
 * tries again. Until then what the person reached for stays as it was, with the focus.
 */
export function useOpenWhenLoaded<P extends object>(component: TLazyComponent<P>): (then: () => void) => void {
  const { enqueueSnackbar } = useSnackbar();
  return (then) => {
    void component.preload().then((ready) => {
      if (ready) then();
      else enqueueSnackbar(componentsText.t('loadOnDemandFailed'), { variant: 'error' });
    });
  };
}
