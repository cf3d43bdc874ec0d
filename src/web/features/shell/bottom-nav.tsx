import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import ClassIcon from '@mui/icons-material/Class';
import ConfirmationNumberIcon from '@mui/icons-material/ConfirmationNumber';
import FolderZipIcon from '@mui/icons-material/FolderZip';
import GroupIcon from '@mui/icons-material/Group';
import LibraryMusicIcon from '@mui/icons-material/LibraryMusic';
import SchoolIcon from '@mui/icons-material/School';
import SettingsIcon from '@mui/icons-material/Settings';
import StorefrontIcon from '@mui/icons-material/Storefront';
import BottomNavigation from '@mui/material/BottomNavigation';
import BottomNavigationAction from '@mui/material/BottomNavigationAction';
import Paper from '@mui/material/Paper';
import type { ReactElement } from 'react';
import { Link as RouterLink } from 'react-router';
import type { TNavItem } from './nav-items';
import { useText } from '../../i18n/use-text';
import { shellText } from './texts';

const ICONS: Record<string, ReactElement> = {
  account: <AccountBalanceWalletIcon />,
  accounts: <GroupIcon />,
  passes: <ConfirmationNumberIcon />,
  songs: <LibraryMusicIcon />,
  store: <StorefrontIcon />,
  products: <StorefrontIcon />,
  courses: <ClassIcon />,
  teachers: <SchoolIcon />,
  rosters: <FolderZipIcon />,
  settings: <SettingsIcon />,
};

export const BOTTOM_NAV_HEIGHT = 56;

type TBottomNavProps = { items: TNavItem[]; activeTab: string | null };

/** The role's tabs, fixed to the bottom of the screen as on a phone, on every screen size. */
export function BottomNav({ items, activeTab }: TBottomNavProps) {
  const t = useText(shellText);
  const value = items.some((i) => i.tab === activeTab) ? activeTab : false;
  return (
    <Paper
      component="nav"
      aria-label={t('mainNavigation')}
      elevation={0}
      sx={{
        position: 'fixed',
        left: 0,
        right: 0,
        bottom: 0,
        zIndex: (t) => t.zIndex.appBar,
        borderTop: 1,
        borderColor: 'divider',
        displayPrint: 'none',
      }}
    >
      <BottomNavigation value={value} showLabels sx={{ height: BOTTOM_NAV_HEIGHT, bgcolor: 'background.paper' }}>
        {items.map((item) => (
          <BottomNavigationAction
            key={item.tab}
            value={item.tab}
            label={item.label}
            icon={ICONS[item.tab]}
            component={RouterLink}
            to={item.path}
            aria-current={item.tab === activeTab ? 'page' : undefined}
            sx={{ maxWidth: 168 }}
          />
        ))}
      </BottomNavigation>
    </Paper>
  );
}
