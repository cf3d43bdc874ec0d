import Button from '@mui/material/Button';
import { styled } from '@mui/material/styles';
import { MaterialDesignContent, SnackbarProvider, closeSnackbar } from 'notistack';
import type { ReactNode } from 'react';

/**
 * notistack's own success, info and warning colours put white text at 2.1 to 3.3:1, under WCAG's
 * 4.5:1. These keep their meaning at 5:1 or more, in light and dark mode alike.
 */
const ReadableSnackbar = styled(MaterialDesignContent)({
  '&.notistack-MuiContent-success': { backgroundColor: '#2e7d32' },
  '&.notistack-MuiContent-info': { backgroundColor: '#0271ae' },
  '&.notistack-MuiContent-warning': { backgroundColor: '#a85400' },
  '&.notistack-MuiContent-error': { backgroundColor: '#c62828' },
});
const SNACKBAR_CONTENT = {
  default: ReadableSnackbar,
  success: ReadableSnackbar,
  info: ReadableSnackbar,
  warning: ReadableSnackbar,
  error: ReadableSnackbar,
};

/**
 * Seed 001 section 2: at most 3 snackbars at once, each with a Dismiss button. They rise from the
 * bottom, just above the bottom navigation (and a page's own bottom bar, see app.tsx), where they
 * cover no page title, button or dialog header.
 */
export function DismissableSnackbarProvider({ children }: { children: ReactNode }) {
  return (
    <SnackbarProvider
      maxSnack={3}
      Components={SNACKBAR_CONTENT}
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
