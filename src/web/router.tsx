import Box from '@mui/material/Box';
import { Suspense } from 'react';
import { Outlet, Route, Routes } from 'react-router';
import { isBuilt } from './built-features';
import { LoadingScreen } from './components/LoadingScreen';
import { useCurrentUser } from './features/auth/queries';
import { RequireAuth } from './features/auth/require-auth';
import { SignedInUserContext } from './features/auth/use-signed-in-user';
import { NotFoundPage } from './features/shell/not-found-page';
import { lazyNamed } from './lazy-named';

// Only the not-found page is in the first download; every other page arrives on demand, the login
// page too, so that the signed-in pages don't carry its form. An address opened directly has its
// page's scripts named in its HTML (page-modules.ts), so they arrive with the first script rather
// than after it.
const LoginPage = lazyNamed(() => import('./features/auth/login-page'), 'LoginPage');
const AboutPage = lazyNamed(() => import('./features/auth/about-page'), 'AboutPage');
const AppShell = lazyNamed(() => import('./features/shell/app-shell'), 'AppShell');
const HomeRedirect = lazyNamed(() => import('./features/shell/home-redirect'), 'HomeRedirect');
const RoleGate = lazyNamed(() => import('./features/shell/role-gate'), 'RoleGate');
const SettingsPage = lazyNamed(() => import('./features/settings/settings-page'), 'SettingsPage');
const TeachersPage = lazyNamed(() => import('./features/teachers/teachers-page'), 'TeachersPage');
const StudentAccountPage = lazyNamed(() => import('./features/accounts/student-account-page'), 'StudentAccountPage');
const TeacherAccountsPage = lazyNamed(() => import('./features/accounts/teacher-accounts-page'), 'TeacherAccountsPage');
const CoursesPage = lazyNamed(() => import('./features/courses/courses-page'), 'CoursesPage');
const KioskPage = lazyNamed(() => import('./features/hallpasses/kiosk/kiosk-page'), 'KioskPage');
const StudentPassesPage = lazyNamed(() => import('./features/hallpasses/student-passes-page'), 'StudentPassesPage');
const StudentSongsPage = lazyNamed(() => import('./features/songs/student-songs-page'), 'StudentSongsPage');
const TeacherSongsPage = lazyNamed(() => import('./features/songs/teacher-songs-page'), 'TeacherSongsPage');
const StudentProductsPage = lazyNamed(() => import('./features/store/student-products-page'), 'StudentProductsPage');
const StudentProductsRoute = lazyNamed(() => import('./features/store/student-products-route'), 'StudentProductsRoute');
const TeacherProductsPage = lazyNamed(() => import('./features/store/teacher-products-page'), 'TeacherProductsPage');
const ManagePurchasesPage = lazyNamed(
  () => import('./features/store/orders/manage-purchases-page'),
  'ManagePurchasesPage',
);

function SignedOutLayout() {
  return (
    <Suspense fallback={<LoadingScreen />}>
      <Outlet />
    </Suspense>
  );
}

function SignedInLayout() {
  return (
    <RequireAuth>
      <Suspense fallback={<LoadingScreen />}>
        <AppShell>
          <Outlet />
        </AppShell>
      </Suspense>
    </RequireAuth>
  );
}

/** Signed-in pages without the app frame: the classroom kiosk, shown on a projector (P26). */
function FramelessLayout() {
  return (
    <RequireAuth>
      <Suspense fallback={<LoadingScreen />}>
        <Outlet />
      </Suspense>
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

/**
 * The route list of seed 001 section 2. Passes and songs pages exist only once built
 * (built-features.ts); until then their addresses are not found.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<SignedOutLayout />}>
        <Route path="/login" element={<LoginPage />} />
        <Route path="/about" element={<AboutPage />} />
      </Route>
      <Route element={<SignedInLayout />}>
        <Route index element={<HomeRedirect />} />
        <Route path="student" element={<RoleGate role="student" />}>
          <Route path="account" element={<StudentAccountPage />} />
          {isBuilt('hallpasses') ? <Route path="passes" element={<StudentPassesPage />} /> : null}
          <Route path="settings" element={<SettingsPage />} />
          {isBuilt('songs') ? <Route path="songs" element={<StudentSongsPage />} /> : null}
          <Route path="store" element={<StudentProductsPage />} />
          <Route path="products" element={<StudentProductsRoute />} />
        </Route>
        <Route path="teacher" element={<RoleGate role="teacher" />}>
          <Route path="accounts" element={<TeacherAccountsPage />} />
          <Route path="courses" element={<CoursesPage />} />
          <Route path="products" element={<TeacherProductsPage />} />
          <Route path="settings" element={<SettingsPage />} />
          {isBuilt('songs') ? <Route path="songs" element={<TeacherSongsPage />} /> : null}
          <Route path="store" element={<ManagePurchasesPage />} />
        </Route>
        <Route path="admin" element={<RoleGate role="admin" />}>
          <Route path="settings" element={<SettingsPage />} />
          <Route path="teachers" element={<TeachersPage />} />
        </Route>
      </Route>
      {isBuilt('hallpasses') ? (
        <Route element={<FramelessLayout />}>
          <Route path="teacher/kiosk" element={<RoleGate role="teacher" />}>
            <Route index element={<KioskPage />} />
          </Route>
        </Route>
      ) : null}
      <Route path="*" element={<NotFoundRoute />} />
    </Routes>
  );
}
