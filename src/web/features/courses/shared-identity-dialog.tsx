import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useText } from '../../i18n/use-text';
import { coursesText } from './texts';

/**
 * Reset password for a student another teacher also has (P40): the server would refuse, so the
 * dialog says who can do it instead of offering a button that fails.
 */
export function SharedIdentityDialog({ onClose }: { onClose: () => void }) {
  const t = useText(coursesText);
  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="shared-identity-title">
      <DialogTitle id="shared-identity-title">{t('resetPasswordQuestion')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('sharedIdentity')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
