import LogoutIcon from '@mui/icons-material/Logout';
import TvIcon from '@mui/icons-material/Tv';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { isBuilt } from '../../built-features';
import { Logo } from '../../components/Logo';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import { useLogout, useSignedInUser } from '../auth';
import { useText } from '../../i18n/use-text';
import { componentsText } from '../../components/texts';
import { shellText } from './texts';

type TTopBarProps = {
  title: string;
  prime: boolean;
  /** Buttons before Logout (the teacher's notification bell). */
  actions?: ReactNode;
};

/** Seed 000 section 2: logo, the capitalised tab name, and a Logout button. */
export function TopBar({ title, prime, actions }: TTopBarProps) {
  const logout = useLogout();
  const t = useText(shellText);
  const logo = useText(componentsText)(prime ? 'logoPrime' : 'logoStandard');
  const user = useSignedInUser();
  // P26: the hallpass kiosk, in a tab of its own for the classroom screen.
  const kiosk = user.role === 'teacher' && isBuilt('hallpasses') && user.settings?.hallpass.enabled === true;
  return (
    <AppBar
      position="sticky"
      color="default"
      // A printed page (a student's record, P41) is the page alone.
      sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider', displayPrint: 'none' }}
    >
      <Toolbar sx={{ gap: 2 }}>
        {/* Named after the logo it shows (label-in-name), with where it leads. */}
        <Box
          component={RouterLink}
          to="/"
          aria-label={t('home', { logo })}
          sx={{ display: 'flex', color: 'inherit', textDecoration: 'none' }}
        >
          <Box sx={{ display: { xs: 'none', md: 'flex' } }}>
            <Logo variant={prime ? 'prime' : 'standard'} size={34} showWordmark />
          </Box>
          <Box sx={{ display: { xs: 'flex', md: 'none' } }}>
            <Logo variant={prime ? 'prime' : 'standard'} size={34} />
          </Box>
        </Box>
        <Typography
          variant="h6"
          component="div"
          sx={{ flexGrow: 1, fontWeight: 600, pl: { md: 2 }, borderLeft: { md: 1 }, borderColor: { md: 'divider' } }}
        >
          {title}
        </Typography>
        {kiosk ? (
          // Not on a phone: the kiosk is for the classroom screen, and a phone's bar has no room for it.
          <Button
            color="inherit"
            startIcon={<TvIcon />}
            href="/teacher/kiosk"
            target="_blank"
            rel="noopener"
            sx={{ display: { xs: 'none', sm: 'inline-flex' } }}
          >
            {t('kiosk')}
            <VisuallyHidden>{t('opensInNewTab')}</VisuallyHidden>
          </Button>
        ) : null}
        {actions}
        <Button color="inherit" startIcon={<LogoutIcon />} onClick={() => logout.mutate()} disabled={logout.isPending}>
          {t('logout')}
        </Button>
      </Toolbar>
    </AppBar>
  );
}
