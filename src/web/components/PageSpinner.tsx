import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

/** In-page fallback while a lazily loaded page or its data arrives. */
export function PageSpinner({ label = 'Loading...' }: { label?: string }) {
  return (
    <Box role="status" aria-label={label} sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
      <CircularProgress size={32} aria-label={label} />
    </Box>
  );
}
