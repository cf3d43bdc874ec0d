import Box from '@mui/material/Box';
import { Suspense } from 'react';
import type { ReactNode } from 'react';
import { LoadingScreen } from './components/LoadingScreen';
import { useCurrentUser } from './features/auth/queries';
import { RequireAuth } from './features/auth/require-auth';
import { SignedInUserContext } from './features/auth/use-signed-in-user';
import { NotFoundPage } from './features/shell/not-found-page';
import { lazyNamed } from './lazy-named';
import { useLocation } from './navigation';
import { AppShell, HomeRedirect, RoleGate, signedInPageAt } from './signed-in-pages';

// Only the not-found page is in the first download; every other page arrives on demand, the login
// page too, so that the signed-in pages don't carry its form. An address opened directly has its
// page's scripts named in its HTML (page-modules.ts), so they arrive with the first script rather
// than after it.
const LoginPage = lazyNamed(() => import('./features/auth/login-page'), 'LoginPage');
const AboutPage = lazyNamed(() => import('./features/auth/about-page'), 'AboutPage');

function SignedOutLayout({ children }: { children: ReactNode }) {
  return <Suspense fallback={<LoadingScreen />}>{children}</Suspense>;
}

/** The frame of the signed-in pages; it stays mounted from one page to the next. */
function SignedInLayout({ children }: { children: ReactNode }) {
  return (
    <RequireAuth>
      <Suspense fallback={<LoadingScreen />}>
        <AppShell>{children}</AppShell>
      </Suspense>
    </RequireAuth>
  );
}

/** Signed-in pages without the app frame: the classroom kiosk, shown on a projector (P26). */
function FramelessLayout({ children }: { children: ReactNode }) {
  return (
    <RequireAuth>
      <Suspense fallback={<LoadingScreen />}>{children}</Suspense>
    </RequireAuth>
  );
}

/** Unknown paths: inside the app frame for a signed-in user, on their own otherwise. */
function NotFoundRoute() {
  const currentUser = useCurrentUser();
  if (currentUser.isPending) return <LoadingScreen />;
  if (currentUser.data) {
    return (
      <SignedInUserContext.Provider value={currentUser.data}>
        <Suspense fallback={<LoadingScreen />}>
          <AppShell>
            <NotFoundPage />
          </AppShell>
        </Suspense>
      </SignedInUserContext.Provider>
    );
  }
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center' }}>
      <NotFoundPage />
    </Box>
  );
}

/** The path without a trailing slash, in lower case: `/Student/Account/` is `/student/account`. */
function normalPath(pathname: string): string {
  const lower = pathname.toLowerCase();
  return lower.length > 1 ? lower.replace(/\/+$/, '') : lower;
}

/**
 * The route list of seed 001 section 2: the login and about pages, `/` (a signed-in user's first
 * tab), the signed-in pages (signed-in-pages.ts, where the passes and songs pages exist only once
 * built), and not found for the rest. The same layout element for every framed page keeps the frame
 * mounted across page changes; only the page inside it changes.
 */
export function AppRoutes() {
  const path = normalPath(useLocation().pathname);
  if (path === '/login') {
    return (
      <SignedOutLayout>
        <LoginPage />
      </SignedOutLayout>
    );
  }
  if (path === '/about') {
    return (
      <SignedOutLayout>
        <AboutPage />
      </SignedOutLayout>
    );
  }
  if (path === '/') {
    return (
      <SignedInLayout>
        <HomeRedirect />
      </SignedInLayout>
    );
  }
  const found = signedInPageAt(path);
  if (!found) return <NotFoundRoute />;
  const { role, page } = found;
  const gated = (
    <RoleGate role={role}>
      <page.Page />
    </RoleGate>
  );
  return page.frameless ? <FramelessLayout>{gated}</FramelessLayout> : <SignedInLayout>{gated}</SignedInLayout>;
}
