import Button from '@mui/material/Button';
import { SnackbarProvider, closeSnackbar } from 'notistack';
import type { ReactNode } from 'react';

/**
 * Seed 001 section 2: at most 3 snackbars at once, each with a Dismiss button. They rise from the
 * bottom, just above the bottom navigation (and a page's own bottom bar, see app.tsx), where they
 * cover no page title, button or dialog header.
 */
export function DismissableSnackbarProvider({ children }: { children: ReactNode }) {
  return (
    <SnackbarProvider
      maxSnack={3}
      autoHideDuration={4000}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      classes={{ containerAnchorOriginBottomCenter: 'cm-snackbars-bottom' }}
      action={(snackbarId) => (
        <Button color="inherit" size="small" onClick={() => closeSnackbar(snackbarId)}>
          Dismiss
        </Button>
      )}
    >
      {children}
    </SnackbarProvider>
  );
}
