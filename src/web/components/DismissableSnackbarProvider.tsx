import Button from '@mui/material/Button';
import { SnackbarProvider, closeSnackbar } from 'notistack';
import type { ReactNode } from 'react';

/** Seed 001 section 2: at most 3 snackbars at once, each with a Dismiss button. */
export function DismissableSnackbarProvider({ children }: { children: ReactNode }) {
  return (
    <SnackbarProvider
      maxSnack={3}
      autoHideDuration={4000}
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
      classes={{ containerAnchorOriginTopCenter: 'cm-snackbars-top' }}
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
