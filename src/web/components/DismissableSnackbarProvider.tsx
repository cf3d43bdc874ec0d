import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { SnackbarContext } from './use-snackbar';
import type { TSnackbarAction, TSnackbarVariant, TSnackbars } from './use-snackbar';
import { useText } from '../i18n/use-text';
import { componentsText } from './texts';

/** Seed 001 section 2: at most 3 snackbars at once; a fourth replaces the oldest. */
const MAX_SHOWN = 3;
const HIDE_AFTER_MS = 4000;
/** A message with an action (Undo) stays twice as long: time to notice the slip and reach for it. */
const HIDE_ACTION_AFTER_MS = 8000;

/** White text on each at 5:1 or more (WCAG asks 4.5:1), in light and dark mode alike. */
const BACKGROUND: Record<TSnackbarVariant, string> = {
  default: '#313131',
  success: '#2e7d32',
  info: '#0271ae',
  warning: '#a85400',
  error: '#c62828',
};

type TSnack = { key: number; message: string; variant: TSnackbarVariant; action?: TSnackbarAction };

/**
 * One message with its Dismiss button. It hides itself after a few seconds, but not while the
 * pointer rests on it or the keyboard is on its button, so nobody loses a message they are reading.
 */
function Snack({ snack, onClose }: { snack: TSnack; onClose: (key: number) => void }) {
  const t = useText(componentsText);
  const [held, setHeld] = useState(false);
  useEffect(() => {
    if (held) return undefined;
    const timer = window.setTimeout(() => onClose(snack.key), snack.action ? HIDE_ACTION_AFTER_MS : HIDE_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [held, snack.key, snack.action, onClose]);
  return (
    <Box
      // A problem interrupts a screen reader; "Saved" and the like wait their turn (the polite region below).
      role={snack.variant === 'error' || snack.variant === 'warning' ? 'alert' : undefined}
      className="cm-snackbar"
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
      sx={(theme) => ({
        pointerEvents: 'auto',
        display: 'flex',
        alignItems: 'center',
        flexWrap: 'wrap',
        gap: 1,
        width: { xs: '100%', sm: 'auto' },
        minWidth: { sm: 288 },
        maxWidth: 560,
        px: 2,
        py: 0.75,
        borderRadius: 1,
        bgcolor: BACKGROUND[snack.variant],
        color: '#fff',
        boxShadow: theme.shadows[6],
        ...theme.typography.body2,
        animation: 'cm-snackbar-in 225ms ease-out',
        '@keyframes cm-snackbar-in': { from: { opacity: 0, transform: 'translateY(16px)' } },
        '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
      })}
    >
      <Box component="span" sx={{ py: 1 }}>
        {snack.message}
      </Box>
      {snack.action ? (
        <Button
          color="inherit"
          size="small"
          onClick={() => {
            onClose(snack.key);
            snack.action?.onClick();
          }}
          sx={{ ml: 'auto', fontWeight: 700, textDecoration: 'underline' }}
        >
          {snack.action.label}
        </Button>
      ) : null}
      <Button
        color="inherit"
        size="small"
        onClick={() => onClose(snack.key)}
        sx={{ ml: snack.action ? 0 : 'auto', mr: -1 }}
      >
        {t('dismiss')}
      </Button>
    </Box>
  );
}

/**
 * The app's snackbars, each with a Dismiss button (seed 001 section 2). They rise from the bottom,
 * just above the bottom navigation and a page's own bottom bar (the `cm-snackbars-bottom` rule in
 * app.tsx), where they cover no page title, button or dialog header. Our own rather than
 * notistack's: a stack of three messages does not need a library on every page's first download.
 */
export function DismissableSnackbarProvider({ children }: { children: ReactNode }) {
  const [snacks, setSnacks] = useState<TSnack[]>([]);
  const lastKey = useRef(0);
  const closeSnackbar = useCallback((key: number) => setSnacks((shown) => shown.filter((s) => s.key !== key)), []);
  const enqueueSnackbar = useCallback<TSnackbars['enqueueSnackbar']>((message, options) => {
    lastKey.current += 1;
    const snack = { key: lastKey.current, message, variant: options?.variant ?? 'default', action: options?.action };
    setSnacks((shown) => [...shown, snack].slice(-MAX_SHOWN));
    return snack.key;
  }, []);
  const snackbars = useMemo(() => ({ enqueueSnackbar, closeSnackbar }), [enqueueSnackbar, closeSnackbar]);

  return (
    <SnackbarContext.Provider value={snackbars}>
      {children}
      <Box
        className="cm-snackbars-bottom"
        // Always in the page, so a message added to it is read out when it appears.
        aria-live="polite"
        sx={{
          position: 'fixed',
          zIndex: 'snackbar',
          bottom: 14,
          left: '50%',
          transform: 'translateX(-50%)',
          width: { xs: 'calc(100% - 32px)', sm: 'auto' },
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          gap: 1,
          pointerEvents: 'none',
        }}
      >
        {snacks.map((snack) => (
          <Snack key={snack.key} snack={snack} onClose={closeSnackbar} />
        ))}
      </Box>
    </SnackbarContext.Provider>
  );
}
