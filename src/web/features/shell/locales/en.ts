// The frame of every signed-in page (seed 000 sections 1 and 2): the top bar, the bottom
// navigation, the not-found page and the suspension notice.
export default {
  // Each tab's name: the bottom navigation's items and the top bar's title.
  tabAccount: 'Account',
  tabAccounts: 'Accounts',
  tabCourses: 'Courses',
  tabPasses: 'Passes',
  tabProducts: 'Products',
  tabRecord: 'Record',
  tabRosters: 'Rosters',
  tabSettings: 'Settings',
  tabSongs: 'Songs',
  tabStore: 'Store',
  tabTeachers: 'Teachers',
  mainNavigation: 'Main navigation',
  home: '{logo} home',
  kiosk: 'Kiosk',
  opensInNewTab: ' (opens in a new tab)',
  logout: 'Logout',
  documentTitle: '{title} · Classmint',
  notFoundTitle: 'Error 404: Page Not Found',
  notFoundText: 'The page you asked for does not exist, or is not part of your account.',
  goHome: 'Go home',
  suspendedTitle: 'Account Suspended',
  suspendedText:
    'Your account has been suspended. Please speak with your teacher if you have any questions regarding your account suspension.',
} as const;
