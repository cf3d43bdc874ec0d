import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { Logo } from './Logo';

/** Shown while the current user loads, before anything else can be decided. */
export function LoadingScreen() {
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
      }}
    >
      <Logo size={72} />
      <CircularProgress size={28} aria-hidden="true" />
      <Typography color="text.secondary">Loading...</Typography>
    </Box>
  );
}
