import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useLogout } from '../auth';

/** Seed 000 section 1: all a dropped student sees; it can't be dismissed, only logged out of. */
export function SuspendedDialog() {
  const logout = useLogout();
  return (
    <Dialog open aria-labelledby="suspended-title" aria-describedby="suspended-text" maxWidth="xs" fullWidth>
      <DialogTitle id="suspended-title">Account Suspended</DialogTitle>
      <DialogContent>
        <DialogContentText id="suspended-text">
          Your account has been suspended. Please speak with your teacher if you have any questions regarding your
          account suspension.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={() => logout.mutate()} disabled={logout.isPending}>
          Logout
        </Button>
      </DialogActions>
    </Dialog>
  );
}
