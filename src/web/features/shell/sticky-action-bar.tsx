import Paper from '@mui/material/Paper';
import { useRef } from 'react';
import type { ReactNode } from 'react';
import { useSnackbarClearance } from '../../components/use-snackbar-clearance';
import { BOTTOM_NAV_HEIGHT } from './bottom-nav';

/**
 * A page's own bar stuck just above the bottom navigation (the settings' Save, the class view's
 * Give points), where the thumb already is on a phone; snackbars rise above it rather than cover it.
 */
export function StickyActionBar({ children }: { children: ReactNode }) {
  const bar = useRef<HTMLDivElement>(null);
  useSnackbarClearance(bar);
  return (
    <Paper
      ref={bar}
      elevation={3}
      sx={{
        position: 'sticky',
        bottom: BOTTOM_NAV_HEIGHT + 12,
        mt: 3,
        p: 1.5,
        display: 'flex',
        alignItems: 'center',
        gap: 2,
        flexWrap: 'wrap',
        zIndex: 1,
      }}
    >
      {children}
    </Paper>
  );
}
