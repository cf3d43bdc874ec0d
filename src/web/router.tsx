/// <reference types="vite/client" />
import Box from '@mui/material/Box';
import { Suspense } from 'react';
import type { ComponentType, ReactNode } from 'react';
import { Outlet, Route, Routes } from 'react-router';
import { PAGES, isFramed, pageAt } from '../shared/pages';
import type { TPage } from '../shared/pages';
import { isBuilt } from './built-features';
import { LoadingScreen } from './components/LoadingScreen';
import { useCurrentUser } from './features/auth/queries';
import { RequireAuth } from './features/auth/require-auth';
import { SignedInUserContext } from './features/auth/use-signed-in-user';
import { NotFoundPage } from './features/shell/not-found-page';
import { RoleGate } from './features/shell/role-gate';
import { lazyNamed } from './lazy-named';

/**
 * The page modules the route list names, each downloaded when its page is first opened (its own
 * script). The not-found page is in the first download: an unknown address needs no round trip.
 */
const PAGE_MODULES = import.meta.glob<Record<string, ComponentType>>([
  './features/**/*-page.tsx',
  '!./features/shell/not-found-page.tsx',
]);

const AppShell = lazyNamed(() => import('./features/shell/app-shell'), 'AppShell');

const pages = PAGES.filter((page) => !page.feature || isBuilt(page.feature));

/** Each page's component, downloaded when first drawn (or preloaded). */
const PAGE_COMPONENTS = new Map(
  pages.map((page) => {
    const load = PAGE_MODULES[`./${page.module}`];
    if (!load) throw new Error(`${page.module} is not a page module (src/web/features/**/*-page.tsx)`);
    return [page, lazyNamed(load, page.component)] as const;
  }),
);

/**
 * Downloads the frame and the page of an address (named in its HTML, so usually on their way
 * already): the app's first render waits for this, so it draws the page at once rather than a
 * fallback first (lazy-named.ts says why).
 */
export async function preloadPageAt(pathname: string): Promise<void> {
  const page = pageAt(pathname);
  const Page = page && PAGE_COMPONENTS.get(page);
  if (!page || !Page) return;
  await Promise.all([Page.preload(), isFramed(page) ? AppShell.preload() : undefined]);
}

/** The page's element; another role than the page's gets "not found". */
function pageElement(page: TPage, Page: ComponentType): ReactNode {
  const { access } = page;
  if (access === 'public' || access === 'signedIn') return <Page />;
  return (
    <RoleGate role={access}>
      <Page />
    </RoleGate>
  );
}

/** Unknown paths: inside the app frame for a signed-in user, on their own otherwise. */
function NotFoundRoute() {
  const currentUser = useCurrentUser();
  if (currentUser.isPending) return <LoadingScreen />;
  if (currentUser.data) {
    return (
      <SignedInUserContext.Provider value={currentUser.data}>
        <AppShell>
          <NotFoundPage />
        </AppShell>
      </SignedInUserContext.Provider>
    );
  }
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center' }}>
      <NotFoundPage />
    </Box>
  );
}

type TPageEntry = readonly [TPage, ComponentType];
const entries: TPageEntry[] = [...PAGE_COMPONENTS];
const route = ([page, Page]: TPageEntry) => (
  <Route key={page.path} path={page.path} element={pageElement(page, Page)} />
);

/**
 * The routes, from the one route list (src/shared/pages.ts): the public pages, and behind the
 * sign-in the framed pages in one layout route, so the frame stays mounted from one page to the
 * next (it waits for each page's code inside it), and the frameless ones (the kiosk). Pages whose
 * feature is not built don't exist.
 */
export function AppRoutes() {
  return (
    <Suspense fallback={<LoadingScreen />}>
      <Routes>
        {entries.filter(([page]) => page.access === 'public').map(route)}
        <Route
          element={
            <RequireAuth>
              <Outlet />
            </RequireAuth>
          }
        >
          <Route element={<AppShell />}>{entries.filter(([page]) => isFramed(page)).map(route)}</Route>
          {entries.filter(([page]) => page.access !== 'public' && !isFramed(page)).map(route)}
        </Route>
        <Route path="*" element={<NotFoundRoute />} />
      </Routes>
    </Suspense>
  );
}
