import { Suspense, createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { lazyNamed, retryFailedDownloads } from '../../src/web/lazy-named';

function Panel() {
  return createElement('p', null, 'the panel');
}

/** What React draws of the lazy component inside a Suspense boundary whose fallback says 'waiting'. */
function drawn(component: ReturnType<typeof lazyNamed>): string {
  return renderToString(createElement(Suspense, { fallback: 'waiting' }, createElement(component)));
}

describe('lazyNamed (React.lazy with a preload)', () => {
  it('downloads once, however many ask', async () => {
    let loads = 0;
    const Lazy = lazyNamed(async () => {
      loads += 1;
      return { Panel };
    }, 'Panel');
    expect(loads).toBe(0);
    expect(await Promise.all([Lazy.preload(), Lazy.preload()])).toEqual([true, true]);
    expect(await Lazy.preload()).toBe(true);
    expect(loads).toBe(1);
  });

  it('forgets a failed download, so the next preload (or first render) asks again', async () => {
    let loads = 0;
    const Lazy = lazyNamed(async () => {
      loads += 1;
      if (loads === 1) throw new TypeError('Failed to fetch dynamically imported module');
      return { Panel };
    }, 'Panel');
    expect(await Lazy.preload()).toBe(false);
    expect(await Lazy.preload()).toBe(true);
    expect(loads).toBe(2);
  });

  it('is drawn in the first render once preloaded, without a fallback first', async () => {
    const Lazy = lazyNamed(async () => ({ Panel }), 'Panel');
    expect(await Lazy.preload()).toBe(true);
    expect(drawn(Lazy)).toContain('<p>the panel</p>');
    expect(drawn(Lazy)).not.toContain('waiting');
    const NotYet = lazyNamed(async () => ({ Panel }), 'Panel');
    expect(drawn(NotYet)).toContain('waiting');
  });

  it('is drawn after a download that failed while rendering, once retryFailedDownloads brings it', async () => {
    let loads = 0;
    let failing = true;
    const Lazy = lazyNamed(async () => {
      loads += 1;
      if (failing) throw new TypeError('Failed to fetch dynamically imported module');
      return { Panel };
    }, 'Panel');
    expect(drawn(Lazy)).toContain('waiting');
    await expect.poll(() => loads).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 0));
    // React.lazy keeps the failure: drawing again does not ask again.
    expect(drawn(Lazy)).not.toContain('the panel');
    expect(await retryFailedDownloads()).toBe(false);
    failing = false;
    expect(await retryFailedDownloads()).toBe(true);
    expect(drawn(Lazy)).toContain('<p>the panel</p>');
    // Nothing failed any more: nothing to try again.
    expect(await retryFailedDownloads()).toBe(false);
  });
});
