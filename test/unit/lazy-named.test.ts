import { describe, expect, it } from 'vitest';
import { lazyNamed } from '../../src/web/lazy-named';

function Panel() {
  return null;
}

/** A download that fails `failures` times, then brings the module; counts the attempts. */
function flakyDownload(failures: number) {
  const attempts = { count: 0 };
  const load = async () => {
    attempts.count += 1;
    if (attempts.count <= failures) throw new Error('network down');
    return { Panel };
  };
  return { load, attempts };
}

/** Renders the lazy component as Preact would call it: an element, or a thrown promise or error. */
function render(component: (props: object) => unknown): {
  element?: unknown;
  suspended?: Promise<unknown>;
  error?: unknown;
} {
  try {
    return { element: component({}) };
  } catch (thrown) {
    return thrown instanceof Promise ? { suspended: thrown } : { error: thrown };
  }
}

describe('lazyNamed', () => {
  it('suspends until its code has arrived, then renders at once; a preload says when it is ready', async () => {
    const { load, attempts } = flakyDownload(0);
    const Lazy = lazyNamed(load, 'Panel');
    const first = render(Lazy);
    expect(first.suspended).toBeInstanceOf(Promise);
    await first.suspended;
    expect(render(Lazy).element).toMatchObject({ type: Panel });
    expect(await Lazy.preload()).toBe(true);
    expect(attempts.count).toBe(1);
  });

  it('forgets a preload that failed: the next render asks again and draws', async () => {
    const { load, attempts } = flakyDownload(1);
    const Lazy = lazyNamed(load, 'Panel');
    expect(await Lazy.preload()).toBe(false);
    const retry = render(Lazy);
    expect(retry.suspended).toBeInstanceOf(Promise);
    await retry.suspended;
    expect(render(Lazy).element).toMatchObject({ type: Panel });
    expect(attempts.count).toBe(2);
  });

  it('throws a download that failed while rendering to the error boundary', async () => {
    const Lazy = lazyNamed(flakyDownload(1).load, 'Panel');
    await render(Lazy).suspended;
    expect(render(Lazy).error).toEqual(new Error('network down'));
  });
});
