import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useLogout } from '../auth';
import { useText } from '../../i18n/use-text';
import { shellText } from './texts';

/** Seed 000 section 1: all a dropped student sees; it can't be dismissed, only logged out of. */
export function SuspendedDialog() {
  const logout = useLogout();
  const t = useText(shellText);
  return (
    <Dialog open aria-labelledby="suspended-title" aria-describedby="suspended-text" maxWidth="xs" fullWidth>
      <DialogTitle id="suspended-title">{t('suspendedTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="suspended-text">{t('suspendedText')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={() => logout.mutate()} disabled={logout.isPending}>
          {t('logout')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
