import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useText } from '../i18n/use-text';
import { LoadingHeading } from './LoadingHeading';
import { componentsText } from './texts';

/**
 * In-page fallback while a lazily loaded page or its data arrives. In the place of a whole page (the
 * frame's fallback) it carries the page's heading until the page brings its own.
 */
export function PageSpinner({ label: asked, heading = false }: { label?: string; heading?: boolean }) {
  const t = useText(componentsText);
  const label = asked ?? t('loading');
  return (
    <Box role="status" aria-label={label} sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
      {heading ? <LoadingHeading label={label} /> : null}
      <CircularProgress size={32} aria-label={label} />
    </Box>
  );
}
