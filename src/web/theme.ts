import type { Localization } from '@mui/material/locale';
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

/**
 * Brand colours, chosen for WCAG 2.1 AA: 4.5:1 or more for text in both directions (white on
 * the colour, the colour as text on the page and on paper). The light theme uses dark shades (the
 * mint is the logo coin's rim); the dark theme keeps the bright ones, which read on its near-black
 * surfaces.
 */
export const MINT = '#167a54';
export const MINT_BRIGHT = '#4fd1a0';
export const PRIME_GOLD = '#8a6500';
export const PRIME_GOLD_BRIGHT = '#c99a1e';

/** The app's theme; `localization` is MUI's own texts in the page's language (English when none). */
export function createAppTheme(mode: 'light' | 'dark', localization: Localization | null = null): Theme {
  const dark = mode === 'dark';
  return createTheme(
    {
      // Seed 000 section 9: the mobile breakpoints are md 768 and lg 1024.
      breakpoints: { values: { xs: 0, sm: 600, md: 768, lg: 1024, xl: 1440 } },
      palette: {
        mode,
        // In dark mode MUI would darken the mint for hovered buttons to #379270 (4.3:1 with the dark
        // text); #3fb98b keeps 6.6:1.
        primary: dark
          ? { main: MINT_BRIGHT, dark: '#3fb98b', contrastText: '#06251a' }
          : { main: MINT, contrastText: '#ffffff' },
        secondary: { main: dark ? PRIME_GOLD_BRIGHT : PRIME_GOLD },
        // MUI's defaults fall short of 4.5:1 as text (chips, amounts, outlined and text buttons):
        // in light mode info and warning on white, in dark mode error on the dark paper.
        ...(dark ? { error: { main: '#ff7a70' } } : { info: { main: '#0271ae' }, warning: { main: '#a85400' } }),
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
        // Keyboard focus is a solid ring in the brand colour, 2px clear of the control (WCAG 2.4.7,
        // 2.4.11): MUI's own cue is a ripple tint that a filled button or a switch barely shows. The
        // mint has 5:1 or more against the page and paper in both modes.
        MuiButtonBase: {
          styleOverrides: {
            root: ({ theme }) => ({
              '&.Mui-focusVisible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
            }),
          },
        },
        // Rows of a list or menu, tabs and accordion headers: inside their box, where nothing clips it.
        MuiMenuItem: { styleOverrides: { root: { '&.Mui-focusVisible': { outlineOffset: -2 } } } },
        MuiListItemButton: { styleOverrides: { root: { '&.Mui-focusVisible': { outlineOffset: -2 } } } },
        MuiAccordionSummary: { styleOverrides: { root: { '&.Mui-focusVisible': { outlineOffset: -2 } } } },
        MuiTab: { styleOverrides: { root: { '&.Mui-focusVisible': { outlineOffset: -2 } } } },
        // A switch clips its thumb's button: the ring goes round the whole switch instead.
        MuiSwitch: {
          styleOverrides: {
            root: ({ theme }) => ({
              borderRadius: 19,
              '&:has(.Mui-focusVisible)': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 0 },
            }),
            switchBase: { '&.Mui-focusVisible': { outline: 'none' } },
          },
        },
        // A text field's outline is how a person finds the field (WCAG 1.4.11 asks 3:1): MUI's grey has
        // 1.74:1 on white and 2.12:1 on the dark paper. These have 3.4:1 and 4.0:1 or more against
        // both the page and the paper; hover, focus, error and disabled keep MUI's own colours.
        MuiOutlinedInput: { styleOverrides: { notchedOutline: { borderColor: dark ? '#6f8179' : '#7c8a84' } } },
        // A disabled field's helper text still explains something (why it can't be changed): it
        // keeps the readable secondary colour rather than the disabled grey (2.7:1 on white).
        MuiFormHelperText: {
          styleOverrides: { root: ({ theme }) => ({ '&.Mui-disabled': { color: theme.palette.text.secondary } }) },
        },
        // An avatar without a colour of its own (the initials in student lists): MUI's grey gives
        // the initials 1.75:1 in light mode and 3.9:1 in dark mode.
        MuiAvatar: {
          styleOverrides: {
            colorDefault: dark
              ? { backgroundColor: '#b8cdc4', color: '#0f1714' }
              : { backgroundColor: '#55675f', color: '#ffffff' },
          },
        },
      },
    },
    ...(localization ? [localization] : []),
  );
}
