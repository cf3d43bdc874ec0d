import { forwardRef } from 'react';
import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { navigate } from './location-store';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A path of the app, with a query if any. */
  to: string;
  replace?: boolean;
}

/** Whether the browser should handle the click itself: a new tab or window, a download, a middle click. */
function leftToTheBrowser(event: MouseEvent<HTMLAnchorElement>): boolean {
  const target = event.currentTarget.getAttribute('target');
  return (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.altKey ||
    event.ctrlKey ||
    event.shiftKey ||
    (target !== null && target !== '_self')
  );
}

/**
 * A real link (`<a href>`: it can be opened in a new tab, and is announced as a link) that changes
 * page within the app on a plain click. MUI components take it as their `component`.
 */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link({ to, replace, onClick, ...rest }, ref) {
  return (
    <a
      {...rest}
      ref={ref}
      href={to}
      onClick={(event) => {
        onClick?.(event);
        if (leftToTheBrowser(event)) return;
        event.preventDefault();
        navigate(to, { replace });
      }}
    />
  );
});
