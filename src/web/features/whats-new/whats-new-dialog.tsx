import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { ErrorList } from '../../components/ErrorList';
import { useText } from '../../i18n/use-text';
import { changesFor } from './changelog';
import { whatsNewText } from './texts';

type TWhatsNewDialogProps = {
  open: boolean;
  audience: 'student' | 'teacher';
  busy: boolean;
  error: unknown;
  onClose: () => void;
};

/** The student or teacher changelog (seed 001 section 1). */
export function WhatsNewDialog({ open, audience, busy, error, onClose }: TWhatsNewDialogProps) {
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const t = useText(whatsNewText);
  const changes = changesFor(audience);
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      fullScreen={fullScreen}
      maxWidth="sm"
      fullWidth
      aria-labelledby="whats-new-title"
      scroll="paper"
    >
      <DialogTitle id="whats-new-title" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <AutoAwesomeIcon color="primary" />
        {t('title')}
      </DialogTitle>
      {/* The list scrolls on a phone: focusable, so it scrolls with the keyboard too. */}
      <DialogContent dividers tabIndex={0} role="region" aria-labelledby="whats-new-title">
        <Box sx={{ color: 'text.secondary', mb: 1 }}>
          {audience === 'teacher' ? t('introTeacher') : t('introStudent')}
        </Box>
        <List dense disablePadding>
          {changes.map((change) => (
            <ListItem key={change.key} disableGutters alignItems="flex-start">
              <ListItemText
                primary={change.title}
                secondary={change.text}
                // A heading per change, so a screen reader can move between them and never runs a
                // title into the text after it.
                slotProps={{ primary: { component: 'h3', sx: { fontWeight: 600, fontSize: '0.875rem', m: 0 } } }}
              />
            </ListItem>
          ))}
        </List>
        <ErrorList error={error} />
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose} disabled={busy}>
          {busy ? t('saving') : t('close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
