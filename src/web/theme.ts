import { createTheme } from '@mui/material/styles';
import type { Theme } from '@mui/material/styles';

/** System fonts only: the server's CSP and offline classrooms rule out web fonts. */
const SYSTEM_FONT_STACK = [
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'Roboto',
  '"Helvetica Neue"',
  'Arial',
  '"Noto Sans"',
  'sans-serif',
  '"Apple Color Emoji"',
  '"Segoe UI Emoji"',
].join(',');

export const MINT = '#1f9d6e';
export const PRIME_GOLD = '#c99a1e';

export function createAppTheme(mode: 'light' | 'dark'): Theme {
  const dark = mode === 'dark';
  return createTheme({
    // Seed 000 section 9: the mobile breakpoints are md 768 and lg 1024.
    breakpoints: { values: { xs: 0, sm: 600, md: 768, lg: 1024, xl: 1440 } },
    palette: {
      mode,
      primary: { main: dark ? '#4fd1a0' : MINT, contrastText: dark ? '#06251a' : '#ffffff' },
      secondary: { main: PRIME_GOLD },
      background: dark ? { default: '#0f1714', paper: '#16211d' } : { default: '#f4f8f6', paper: '#ffffff' },
    },
    shape: { borderRadius: 10 },
    typography: {
      fontFamily: SYSTEM_FONT_STACK,
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: {
      MuiAppBar: { defaultProps: { elevation: 0 } },
      MuiCard: { defaultProps: { variant: 'outlined' } },
      MuiAccordion: { defaultProps: { disableGutters: true } },
      MuiButton: { defaultProps: { disableElevation: true } },
    },
  });
}
