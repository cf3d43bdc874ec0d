import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { Suspense, useEffect } from 'react';
import type { ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useLiveUpdates } from '../../api/live-updates';
import { PageSpinner } from '../../components/PageSpinner';
import { lazyNamed } from '../../lazy-named';
import { useSignedInUser } from '../auth';
import { ClassPicker, ClassSwitcher } from '../classes';
import { NotificationCenter } from '../notifications';
import { WhatsNewHost } from '../whats-new';
import { BOTTOM_NAV_HEIGHT, BottomNav } from './bottom-nav';
import { activeNavTab, currentTab, navItemsFor, tabName } from './nav-items';
import { TopBar } from './top-bar';
import { useFocusNewPage } from './use-focus-new-page';
import { useText } from '../../i18n/use-text';
import { shellText } from './texts';

/** The app's name, the browser tab's title where no tab is open. */
// eslint-disable-next-line lingui/no-unlocalized-strings -- the app's name, the same in every language
const BRAND = 'Classmint';

// Only a suspended student sees it: everyone else's pages don't download a dialog for it.
const SuspendedDialog = lazyNamed(() => import('./suspended-dialog'), 'SuspendedDialog');

/**
 * The frame of every signed-in page: top bar, the page, the role's bottom navigation. It is the
 * router's layout of the framed pages (the page is its outlet), or frames the not-found page.
 */
export function AppShell({ children }: { children?: ReactNode }) {
  const user = useSignedInUser();
  const t = useText(shellText);
  const { pathname } = useLocation();
  const tab = currentTab(pathname, user.role);
  const title = tab ? tabName(tab) : '';
  // P40: a student with several classes chooses the one they are in before any page of it.
  const needsClass = user.role === 'student' && user.currentCourse === null && user.courses.length > 1;
  // P38: one event stream while signed in (not for a suspended student), in the class the student
  // is in (reopened when they switch); closed on sign-out.
  useLiveUpdates(!user.dropped && !needsClass, user.currentCourse);

  // The tab name in the browser tab too, so a teacher with several tabs open can tell them apart.
  const documentTitle = title ? t('documentTitle', { title }) : BRAND;
  useEffect(() => {
    document.title = documentTitle;
  }, [documentTitle]);
  useFocusNewPage(pathname);

  // P9: a dropped student sees the suspension notice and nothing else.
  if (user.dropped) {
    return (
      <Suspense fallback={<PageSpinner heading />}>
        <SuspendedDialog />
      </Suspense>
    );
  }

  const prime = user.role === 'student' && user.hasPrime && user.settings?.prime.enabled === true;
  const navItems = navItemsFor(user);

  return (
    <WhatsNewHost waiting={needsClass}>
      <Box sx={{ minHeight: '100vh', pb: `${BOTTOM_NAV_HEIGHT + 24}px`, '@media print': { pb: 0 } }}>
        {/* P32: a teacher's notifications are behind a bell in the top bar; a student's are on the account
            page. A student with several classes switches between them there (P40). */}
        <TopBar
          title={needsClass ? '' : title}
          prime={prime}
          actions={user.role === 'teacher' ? <NotificationCenter /> : <ClassSwitcher user={user} />}
        />
        <Container component="main" maxWidth="lg" sx={{ pt: { xs: 2, md: 4 }, '@media print': { pt: 0 } }}>
          {needsClass ? (
            <ClassPicker courses={user.courses} />
          ) : (
            <Suspense fallback={<PageSpinner heading />}>{children ?? <Outlet />}</Suspense>
          )}
        </Container>
        <BottomNav items={navItems} activeTab={activeNavTab(navItems, tab)} />
      </Box>
    </WhatsNewHost>
  );
}
