import CloseIcon from '@mui/icons-material/Close';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { useText } from '../i18n/use-text';
import { componentsText } from './texts';

type TFullScreenDialogProps = {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
};

/** The full-screen dialogs of the teacher (Economy View, Assignment Data Viewer): a bar with a close button. */
export function FullScreenDialog({ open, title, onClose, children }: TFullScreenDialogProps) {
  const titleId = useId();
  const t = useText(componentsText);
  return (
    <Dialog fullScreen open={open} onClose={onClose} aria-labelledby={titleId}>
      <AppBar
        position="sticky"
        color="default"
        sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}
      >
        <Toolbar>
          <IconButton edge="start" aria-label={t('close')} onClick={onClose} sx={{ mr: 1 }}>
            <CloseIcon />
          </IconButton>
          <Typography id={titleId} variant="h6" component="h2" sx={{ fontWeight: 600 }}>
            {title}
          </Typography>
        </Toolbar>
      </AppBar>
      <Box sx={{ bgcolor: 'background.default', flex: 1, overflowY: 'auto' }}>
        <Container maxWidth="lg" sx={{ py: { xs: 2, md: 3 } }}>
          {open ? children : null}
        </Container>
      </Box>
    </Dialog>
  );
}
