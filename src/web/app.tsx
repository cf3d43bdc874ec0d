import CssBaseline from '@mui/material/CssBaseline';
import GlobalStyles from '@mui/material/GlobalStyles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { BrowserRouter } from 'react-router';
import { DismissableSnackbarProvider } from './components/DismissableSnackbarProvider';
import { PageLoadFailureBoundary } from './components/PageLoadFailure';
import { SNACKBARS_ABOVE_BOTTOM } from './components/use-snackbar-clearance';
import { useCurrentUser } from './features/auth/queries';
import { SignOutCleanupContext } from './features/auth/sign-out-cleanup';
// The cart module directly, not the store's index: the login page's first download stays small.
import { clearStoredCarts } from './features/store/cart-storage';
import { AppRoutes } from './router';
import { forgetEarlyAnswers } from './api/first-data';
import { PageTexts, useFollowLanguage, useMuiLocalization } from './i18n/page-language';
import { createAppTheme } from './theme';

/** At sign-out: the cart kept in this browser, and any answer the page came with that nobody took. */
function forgetThisPersonsData(): void {
  clearStoredCarts();
  forgetEarlyAnswers();
}

/**
 * Dark mode follows the signed-in user's darkMode flag (seed 001 section 4); before anyone signs
 * in (the login page), the browser's own preference.
 */
function ThemedApp() {
  const { data: user } = useCurrentUser();
  const prefersDark = useMediaQuery('(prefers-color-scheme: dark)', { noSsr: true });
  const mode = (user ? user.darkMode : prefersDark) ? 'dark' : 'light';
  const localization = useMuiLocalization();
  useFollowLanguage(user?.language);
  const theme = useMemo(() => createAppTheme(mode, localization), [mode, localization]);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline enableColorScheme />
      <GlobalStyles
        styles={{
          // Snackbars sit just above the bottom navigation (56px high) and above a page's own bottom
          // bar (the settings save bar sets --cm-bottom-bar): clear of the page's title and buttons.
          '.cm-snackbars-bottom': {
            bottom: `calc(${SNACKBARS_ABOVE_BOTTOM}px + var(--cm-bottom-bar, 0px)) !important`,
          },
          // Focusing an invalid field scrolls it clear of the sticky top bar and bottom bars.
          html: { scrollPaddingTop: '88px', scrollPaddingBottom: '160px' },
        }}
      />
      <DismissableSnackbarProvider>
        <BrowserRouter>
          <PageLoadFailureBoundary>
            <AppRoutes />
          </PageLoadFailureBoundary>
        </BrowserRouter>
      </DismissableSnackbarProvider>
    </ThemeProvider>
  );
}

export function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    <PageTexts>
      <QueryClientProvider client={queryClient}>
        <SignOutCleanupContext.Provider value={forgetThisPersonsData}>
          <ThemedApp />
        </SignOutCleanupContext.Provider>
      </QueryClientProvider>
    </PageTexts>
  );
}
