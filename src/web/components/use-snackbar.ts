import { createContext, useContext } from 'react';

export type TSnackbarVariant = 'default' | 'success' | 'info' | 'warning' | 'error';

/** A button beside the message (Undo): pressing it runs `onClick` and closes the message. */
export type TSnackbarAction = { label: string; onClick: () => void };

export type TSnackbarOptions = { variant?: TSnackbarVariant; action?: TSnackbarAction };

export type TSnackbars = {
  /** Shows a message at the bottom of the screen for a few seconds; says which one it is. */
  enqueueSnackbar(message: string, options?: TSnackbarOptions): number;
  closeSnackbar(key: number): void;
};

export const SnackbarContext = createContext<TSnackbars | null>(null);

/** The app's snackbars (DismissableSnackbarProvider), with notistack's names for the two calls. */
export function useSnackbar(): TSnackbars {
  const snackbars = useContext(SnackbarContext);
  if (!snackbars) throw new Error('useSnackbar needs DismissableSnackbarProvider above it');
  return snackbars;
}
