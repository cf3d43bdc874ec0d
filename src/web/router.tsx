/// <reference types="vite/client" />
import Box from '@mui/material/Box';
import type { QueryClient } from '@tanstack/react-query';
import { Suspense, lazy } from 'react';
import type { ComponentType } from 'react';
import { Outlet, createBrowserRouter } from 'react-router';
import type { LoaderFunction, RouteObject } from 'react-router';
import { firstReadsOf } from '../shared/first-data';
import { PAGES, isFramed } from '../shared/pages';
import type { TPage } from '../shared/pages';
import { askEarly } from './api/first-data';
import { isBuilt } from './built-features';
import { LoadingScreen } from './components/LoadingScreen';
import { PageLoadFailure } from './components/PageLoadFailure';
import { currentUserQuery, useCurrentUser } from './features/auth/queries';
import { RequireAuth } from './features/auth/require-auth';
import { SignedInUserContext } from './features/auth/use-signed-in-user';
import { NotFoundPage } from './features/shell/not-found-page';
import { RoleGate } from './features/shell/role-gate';

/**
 * The page modules the route list names, each downloaded when its page is first opened (its own
 * script). The not-found page is in the first download: an unknown address needs no round trip.
 */
const PAGE_MODULES = import.meta.glob<Record<string, ComponentType>>([
  './features/**/*-page.tsx',
  '!./features/shell/not-found-page.tsx',
]);

const loadFrame = () => import('./features/shell/app-shell');
const AppShell = lazy(() => loadFrame().then((module) => ({ default: module.AppShell })));

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

/** The page's component, once its module has arrived; another role than the page's gets "not found". */
function lazyPage(page: TPage): RouteObject['lazy'] {
  const load = PAGE_MODULES[`./${page.module}`];
  if (!load) throw new Error(`${page.module} is not a page module (src/web/features/**/*-page.tsx)`);
  return async () => {
    const Page = (await load())[page.component];
    if (!Page) throw new Error(`${page.module} exports no ${page.component}`);
    const { access } = page;
    if (access === 'public' || access === 'signedIn') return { Component: Page };
    return {
      Component: () => (
        <RoleGate role={access}>
          <Page />
        </RoleGate>
      ),
    };
  };
}

/**
 * The page the app is opened on asks for its first data as soon as the session answers, while its
 * code is still on its way, when the server could not send it with the HTML (no session cookie
 * yet, a slow read). Only that page, as the app's first navigation: after it (after signing in,
 * say), a page reads its data as it draws, through the query cache, which may already hold it.
 */
function firstDataLoader(queryClient: QueryClient): LoaderFunction {
  const openedOn = window.location.pathname;
  let first = true;
  return async ({ request }) => {
    const initial = first && new URL(request.url).pathname === openedOn;
    first = false;
    if (!initial) return null;
    const user = await queryClient.ensureQueryData(currentUserQuery()).catch(() => null);
    if (user) askEarly(firstReadsOf(new URL(request.url).pathname, user));
    return null;
  };
}

function pageRoute(page: TPage, loader: LoaderFunction): RouteObject {
  return { path: page.path, lazy: lazyPage(page), loader: page.firstReads ? loader : undefined };
}

/**
 * The browser's router, built from the one route list (src/shared/pages.ts): the public pages, and
 * behind the sign-in the framed pages in one layout route, so the frame stays mounted from one page
 * to the next, and the frameless ones (the kiosk). Pages whose feature is not built don't exist.
 */
export function createAppRouter(queryClient: QueryClient) {
  const loader = firstDataLoader(queryClient);
  const pages = PAGES.filter((page) => !page.feature || isBuilt(page.feature));
  const route = (page: TPage) => pageRoute(page, loader);
  const routes: RouteObject[] = [
    {
      // Until the first page's code (and the session, for a signed-in one) has arrived.
      HydrateFallback: LoadingScreen,
      // A page's code that could not be downloaded: the person is told and can reload.
      ErrorBoundary: PageLoadFailure,
      children: [
        ...pages.filter((page) => page.access === 'public').map(route),
        {
          element: (
            <RequireAuth>
              <Outlet />
            </RequireAuth>
          ),
          children: [
            {
              lazy: async () => ({ Component: (await loadFrame()).AppShell }),
              children: pages.filter(isFramed).map(route),
            },
            ...pages.filter((page) => page.access !== 'public' && !isFramed(page)).map(route),
          ],
        },
        { path: '*', Component: NotFoundRoute },
      ],
    },
  ];
  return createBrowserRouter(routes);
}
