import Box from '@mui/material/Box';
import { useText } from '../i18n/use-text';
import { LoadingHeading } from './LoadingHeading';
import { componentsText } from './texts';

/**
 * Shown while the current user or a page's scripts load, before anything else can be decided: the
 * same spinner index.html draws until the scripts run, so the one gives way to the other without a
 * jump. It is drawn with a border, not text or an image, on purpose: a browser counts text and
 * images as the page's first content, and a phone then counts the page's own rendering, which
 * follows at once, as time the page was blocked (docs/decisions.md, issue 11). Screen readers hear
 * "Loading". It is the whole page while it shows: its main landmark and its h1 (named, not written).
 */
export function LoadingScreen() {
  const t = useText(componentsText);
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center' }}>
      <LoadingHeading label={t('loadingShort')} />
      <Box
        role="progressbar"
        aria-label={t('loadingShort')}
        sx={{
          width: 28,
          height: 28,
          border: '2.5px solid',
          borderColor: 'primary.main',
          borderRightColor: 'transparent',
          borderRadius: '50%',
          animation: 'cm-loading-spin 1.4s linear infinite',
          '@keyframes cm-loading-spin': { to: { transform: 'rotate(360deg)' } },
          '@media (prefers-reduced-motion: reduce)': { animationDuration: '6s' },
        }}
      />
    </Box>
  );
}
