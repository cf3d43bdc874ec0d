import SwipeLeftIcon from '@mui/icons-material/SwipeLeft';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useText } from '../i18n/use-text';
import { componentsText } from './texts';

type TEdges = { before: boolean; after: boolean };

const SHADOW_PX = 20;

function Shadow({ side }: { side: 'left' | 'right' }) {
  return (
    <Box
      aria-hidden="true"
      sx={(theme) => ({
        position: 'absolute',
        top: 0,
        bottom: 0,
        [side]: 0,
        width: SHADOW_PX,
        pointerEvents: 'none',
        zIndex: 3,
        displayPrint: 'none',
        background: `linear-gradient(to ${side === 'left' ? 'right' : 'left'}, ${alpha(
          theme.palette.mode === 'dark' ? theme.palette.common.black : theme.palette.text.primary,
          theme.palette.mode === 'dark' ? 0.7 : 0.2,
        )}, transparent)`,
      })}
    />
  );
}

/**
 * A table that may be wider than the screen (a phone's): it scrolls sideways inside its box, and
 * while it does, says so. A shadow darkens each edge with more columns beyond it, a line above
 * tells to scroll, and the box is a named region that takes the keyboard's focus so arrow keys
 * scroll it (WCAG 2.1.1; axe 'scrollable-region-focusable'). A table that fits shows none of this.
 */
export function TableScroller({ label, children }: { label: string; children: ReactNode }) {
  const t = useText(componentsText);
  const box = useRef<HTMLDivElement | null>(null);
  const [edges, setEdges] = useState<TEdges>({ before: false, after: false });

  const measure = useCallback(() => {
    const element = box.current;
    if (!element) return;
    // One pixel of slack: zoomed screens round widths.
    const before = element.scrollLeft > 1;
    const after = element.scrollLeft + element.clientWidth < element.scrollWidth - 1;
    setEdges((current) => (current.before === before && current.after === after ? current : { before, after }));
  }, []);

  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    measure();
    // The box resizes with the window; the table with its rows (a refetch, a longer name).
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, [measure]);

  const scrolls = edges.before || edges.after;
  return (
    <Box>
      {scrolls ? (
        <Typography
          variant="caption"
          color="text.secondary"
          // Paper does not scroll: a printed table (a student's record) shows neither hint nor shadows.
          sx={{ display: 'flex', alignItems: 'center', gap: 0.5, px: 1, pb: 0.5, displayPrint: 'none' }}
        >
          <SwipeLeftIcon fontSize="inherit" aria-hidden="true" />
          {t('scrollHint')}
        </Typography>
      ) : null}
      <Box sx={{ position: 'relative' }}>
        <Box
          ref={box}
          onScroll={measure}
          {...(scrolls ? { role: 'region', tabIndex: 0, 'aria-label': t('scrollsSideways', { label }) } : {})}
          sx={{
            overflowX: 'auto',
            '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: '-2px' },
          }}
        >
          {children}
        </Box>
        {edges.before ? <Shadow side="left" /> : null}
        {edges.after ? <Shadow side="right" /> : null}
      </Box>
    </Box>
  );
}
