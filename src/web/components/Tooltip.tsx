import { useTheme } from '@mui/material/styles';
import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import type { FocusEvent, PointerEvent, ReactElement, Ref } from 'react';
import { createPortal } from 'react-dom';

type TTooltipChildProps = {
  ref?: Ref<HTMLElement>;
  'aria-label'?: string;
  onPointerOver?: (event: PointerEvent<HTMLElement>) => void;
  onPointerLeave?: (event: PointerEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
};

type TTooltipProps = {
  title: string;
  /** The text describes the element (a date's time, a status's reason) rather than naming it. */
  describeChild?: boolean;
  children: ReactElement<TTooltipChildProps>;
};

/** As long as a pointer rests before the text shows: passing over a table does not flash tips. */
const SHOW_AFTER_MS = 100;
/** Time to move the pointer from the element onto its text, which must stay (WCAG 1.4.13). */
const HIDE_AFTER_MS = 100;
const GAP_PX = 8;
/**
 * Where the text goes: into the landmark or dialog that holds its element, so it is read as part
 * of that and is not page content outside every landmark (axe's region rule; keyboard focus on an
 * icon button always shows a tip). None of these has a transform, so `position: fixed` still
 * places the text on the window.
 */
// eslint-disable-next-line lingui/no-unlocalized-strings -- a CSS selector
const HOSTS = 'main, nav, header, footer, aside, [role="dialog"], [role="alertdialog"], [role="region"]';

function setRef<T>(ref: Ref<T> | undefined, value: T | null): void {
  if (typeof ref === 'function') ref(value);
  else if (ref) (ref as { current: T | null }).current = value;
}

/**
 * A short text shown below an element on hover and on keyboard focus, like MUI's Tooltip and with
 * its names (the text names the element, or with `describeChild` describes it), without its weight:
 * MUI's brings a positioning engine (~11 KB gzip) that a one-line label does not need, on every
 * page (issue 11). It stays while the pointer is over it, and Escape hides it without moving the
 * focus.
 */
export function Tooltip({ title, describeChild = false, children }: TTooltipProps) {
  const theme = useTheme();
  const id = useId();
  const anchor = useRef<HTMLElement | null>(null);
  const tip = useRef<HTMLDivElement | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const [open, setOpen] = useState(false);
  const [host, setHost] = useState<Element | null>(null);
  const [position, setPosition] = useState<{ top: number; left: number } | null>(null);

  const later = (next: boolean, ms: number) => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setOpen(next), ms);
  };
  const now = (next: boolean) => {
    window.clearTimeout(timer.current);
    setOpen(next);
  };
  const findHost = (element: Element) => setHost(element.closest(HOSTS) ?? document.body);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  // Escape hides it; so does scrolling, which would leave it beside something else.
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') now(false);
    };
    const onScroll = () => now(false);
    document.addEventListener('keydown', onKey);
    window.addEventListener('scroll', onScroll, { capture: true, passive: true });
    return () => {
      document.removeEventListener('keydown', onKey);
      window.removeEventListener('scroll', onScroll, { capture: true });
    };
  }, [open]);

  // Below the element, or above it when there is no room below; always inside the window.
  useLayoutEffect(() => {
    if (!open || !anchor.current || !tip.current) {
      setPosition(null);
      return;
    }
    const at = anchor.current.getBoundingClientRect();
    const size = tip.current.getBoundingClientRect();
    const below = at.bottom + GAP_PX;
    const top = below + size.height > window.innerHeight ? at.top - GAP_PX - size.height : below;
    const centred = at.left + at.width / 2 - size.width / 2;
    const left = Math.min(Math.max(GAP_PX, centred), window.innerWidth - size.width - GAP_PX);
    setPosition({ top, left });
  }, [open, title]);

  const own = children.props;
  // One ref function while the element's own ref stays: a new one at every render would detach
  // and attach the element's own ref each time.
  const ownRef = own.ref;
  const attach = useCallback(
    (node: HTMLElement | null) => {
      anchor.current = node;
      setRef(ownRef, node);
    },
    [ownRef],
  );
  const names = describeChild
    ? { title: open ? undefined : title, 'aria-describedby': open ? id : undefined }
    : { 'aria-label': own['aria-label'] ?? title };

  const Element = children.type;
  return (
    <>
      <Element
        {...own}
        {...names}
        ref={attach}
        // A mouse only: a tap on a phone would otherwise open a tip that stays over the next row.
        onPointerOver={(event: PointerEvent<HTMLElement>) => {
          own.onPointerOver?.(event);
          if (event.pointerType !== 'mouse') return;
          findHost(event.currentTarget);
          later(true, SHOW_AFTER_MS);
        }}
        onPointerLeave={(event: PointerEvent<HTMLElement>) => {
          own.onPointerLeave?.(event);
          later(false, HIDE_AFTER_MS);
        }}
        // The element's own focus handlers are kept (a button's, say).
        onFocus={(event: FocusEvent<HTMLElement>) => {
          own.onFocus?.(event);
          // Keyboard focus only, on the element or inside it (a button in a wrapping span): a click
          // also focuses, and its tip would then cover what comes next.
          if (!(event.target as Element).matches(':focus-visible')) return;
          findHost(event.currentTarget);
          now(true);
        }}
        onBlur={(event: FocusEvent<HTMLElement>) => {
          own.onBlur?.(event);
          now(false);
        }}
      />
      {open && host
        ? createPortal(
            <div
              ref={tip}
              id={id}
              role="tooltip"
              onPointerOver={() => later(true, 0)}
              onPointerLeave={() => later(false, HIDE_AFTER_MS)}
              style={{
                position: 'fixed',
                top: position?.top ?? 0,
                left: position?.left ?? 0,
                visibility: position ? 'visible' : 'hidden',
                zIndex: theme.zIndex.tooltip,
                maxWidth: 300,
                padding: '4px 8px',
                borderRadius: 4,
                background: theme.palette.grey[800],
                color: theme.palette.common.white,
                font: `500 ${theme.typography.pxToRem(12)}/1.4 ${theme.typography.fontFamily}`,
                overflowWrap: 'break-word',
              }}
            >
              {title}
            </div>,
            host,
          )
        : null}
    </>
  );
}
