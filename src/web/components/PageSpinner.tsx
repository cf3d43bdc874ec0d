import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useText } from '../i18n/use-text';
import { componentsText } from './texts';

/** In-page fallback while a lazily loaded page or its data arrives. */
export function PageSpinner({ label: asked }: { label?: string }) {
  const t = useText(componentsText);
  const label = asked ?? t('loading');
  return (
    <Box role="status" aria-label={label} sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
      <CircularProgress size={32} aria-label={label} />
    </Box>
  );
}
