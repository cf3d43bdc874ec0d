import { options } from 'preact';
import type { Ref, VNode } from 'preact';

/**
 * `autoFocus` as React does it, for the Preact that runs the app (vite.config.ts): React focuses
 * an element with `autoFocus` when it is mounted, wherever and whenever that is (the 'Create
 * anyway' button that appears with a warning, a field in a dialog). Preact only writes the
 * `autofocus` attribute, which the browser honours once, when the page loads. So an element with
 * `autoFocus` gets a ref that focuses it the first time it is attached, and no attribute.
 */

const focused = new WeakSet<Element>();

function focusOnMount(node: HTMLElement | null): void {
  if (!node || focused.has(node)) return;
  focused.add(node);
  node.focus();
}

// One wrapper per ref, kept: a new function at every render would make Preact detach and attach
// the ref again each time, and a ref that sets state would then render forever.
const wrappers = new WeakMap<object, (node: HTMLElement | null) => unknown>();

function focusingRef(original: Ref<HTMLElement> | null | undefined): (node: HTMLElement | null) => unknown {
  if (!original) return focusOnMount;
  let wrapper = wrappers.get(original);
  if (!wrapper) {
    wrapper = (node) => {
      // A function ref may return its clean-up (React 19); it is handed back for Preact to call.
      const cleanUp = typeof original === 'function' ? original(node) : ((original.current = node), undefined);
      focusOnMount(node);
      return cleanUp;
    };
    wrappers.set(original, wrapper);
  }
  return wrapper;
}

type TElementProps = { autoFocus?: unknown };

const previousVnodeHook = options.vnode;
options.vnode = (vnode: VNode) => {
  const props = vnode.props as TElementProps;
  if (typeof vnode.type === 'string' && props.autoFocus) {
    delete props.autoFocus;
    (vnode as { ref?: unknown }).ref = focusingRef(vnode.ref as Ref<HTMLElement> | null | undefined);
  }
  previousVnodeHook?.(vnode);
};
