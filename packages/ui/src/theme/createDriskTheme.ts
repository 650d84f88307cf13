import { createTheme, responsiveFontSizes, type Theme, type ThemeOptions } from '@mui/material/styles';
import { mergeThemeOptions } from './mergeThemeOptions';

/** Brand colours of dRisk: a deep teal-blue primary and a calm teal secondary. */
export const DRISK_BRAND = {
  primary: '#0b5f86',
  secondary: '#1f7a6d',
  background: '#f4f7f9',
} as const;

/** Corner radius of cards, dialogs, buttons and inputs, in pixels. */
export const DRISK_BORDER_RADIUS = 10;

/** The colour scheme a theme is drawn in. */
export type DriskColorMode = 'light' | 'dark';

/**
 * Each scheme's palette. Status colours are chosen so their text keeps a 4.5:1 contrast on the scheme's
 * paper and background, and a filled status (toasts) keeps it with its contrast text: darker than MUI's
 * defaults on white, lighter on the dark paper (where filled statuses carry dark text).
 */
const PALETTES: Record<DriskColorMode, ThemeOptions['palette']> = {
  light: {
    mode: 'light',
    primary: { main: DRISK_BRAND.primary, contrastText: '#ffffff' },
    secondary: { main: DRISK_BRAND.secondary, contrastText: '#ffffff' },
    success: { main: '#2e7d32' },
    error: { main: '#c62828' },
    warning: { main: '#995c00' },
    info: { main: '#0270b0' },
    background: { default: DRISK_BRAND.background, paper: '#ffffff' },
  },
  dark: {
    mode: 'dark',
    primary: { main: '#6cc3ea', contrastText: '#06212e' },
    secondary: { main: '#5fcab8', contrastText: '#06231f' },
    success: { main: '#7cc47f', contrastText: '#0b200c' },
    error: { main: '#f4948c', contrastText: '#2b0906' },
    warning: { main: '#f0b450', contrastText: '#261800' },
    info: { main: '#72c0ef', contrastText: '#061f2e' },
    background: { default: '#0f1519', paper: '#172026' },
    text: { primary: '#e8eef2', secondary: '#b3c0c8', disabled: 'rgba(232, 238, 242, 0.5)' },
    divider: 'rgba(232, 238, 242, 0.14)',
  },
};

const baseOptions: ThemeOptions = {
  shape: { borderRadius: DRISK_BORDER_RADIUS },
  typography: {
    fontFamily: ['Roboto', '"Helvetica Neue"', 'Arial', 'sans-serif'].join(','),
    button: { textTransform: 'none', fontWeight: 500 },
    h1: { fontWeight: 500 },
    h2: { fontWeight: 500 },
    h3: { fontWeight: 500 },
    h4: { fontWeight: 500 },
    h5: { fontWeight: 500 },
    h6: { fontWeight: 500 },
  },
  components: {
    MuiButton: { defaultProps: { disableElevation: true } },
    // A visible focus ring on every button, tab, checkbox, radio and switch reached by keyboard, in both
    // schemes (MUI's own cue, a faint ripple, is too weak to find on a dark or busy screen).
    MuiButtonBase: {
      styleOverrides: {
        root: ({ theme }) => ({
          '&.Mui-focusVisible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
        }),
      },
    },
    MuiCard: { defaultProps: { variant: 'outlined' } },
    MuiDialogTitle: { styleOverrides: { root: { fontWeight: 500 } } },
    // A locked field's label and help stay readable (4.5:1); the control itself shows that it is locked.
    MuiFormLabel: {
      styleOverrides: {
        root: ({ theme }) => ({ '&.Mui-disabled': { color: theme.palette.text.secondary } }),
      },
    },
    MuiInputLabel: {
      styleOverrides: {
        root: ({ theme }) => ({ '&.Mui-disabled': { color: theme.palette.text.secondary } }),
      },
    },
    MuiFormHelperText: {
      styleOverrides: {
        root: ({ theme }) => ({ '&.Mui-disabled': { color: theme.palette.text.secondary } }),
      },
    },
  },
};

/**
 * The MUI theme of the dRisk product, used by Storybook and the apps.
 * Pass theme options to adjust it; they are deep-merged over the dRisk defaults. `palette.mode: 'dark'`
 * gives the dark scheme (useDriskTheme picks it from the system setting or the user's choice).
 *
 * @example
 * <ThemeProvider theme={createDriskTheme()}>
 *   <CssBaseline />
 *   <App />
 * </ThemeProvider>
 */
export function createDriskTheme(overrides: ThemeOptions = {}): Theme {
  const mode: DriskColorMode = overrides.palette?.mode === 'dark' ? 'dark' : 'light';
  const base = mergeThemeOptions(baseOptions, { palette: PALETTES[mode] });
  return responsiveFontSizes(createTheme(mergeThemeOptions(base, overrides)));
}
