import Box from '@mui/material/Box';

/**
 * The page's level-one heading while the page itself is still on its way ("Loading"): every state
 * of the app has an h1 (axe's page-has-heading-one), also the moment between sign-in and the first
 * page. It is named by its label, not by text, so nothing is painted: the loading screen stays a
 * drawing (LoadingScreen says why) and a sighted reader sees only the spinner.
 */
export function LoadingHeading({ label }: { label: string }) {
  return (
    <Box
      component="h1"
      aria-label={label}
      sx={{ position: 'absolute', width: 1, height: 1, m: 0, p: 0, overflow: 'hidden', clipPath: 'inset(50%)' }}
    />
  );
}
