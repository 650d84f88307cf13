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

const baseOptions: ThemeOptions = {
  palette: {
    mode: 'light',
    primary: { main: DRISK_BRAND.primary, contrastText: '#ffffff' },
    secondary: { main: DRISK_BRAND.secondary, contrastText: '#ffffff' },
    // Darker than MUI's defaults so status text keeps a 4.5:1 contrast on white, and white text on a
    // filled status (toasts) keeps it too.
    success: { main: '#2e7d32' },
    error: { main: '#c62828' },
    warning: { main: '#995c00' },
    info: { main: '#0277bd' },
    background: { default: DRISK_BRAND.background, paper: '#ffffff' },
  },
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
 * Pass theme options to adjust it; they are deep-merged over the dRisk defaults.
 *
 * @example
 * <ThemeProvider theme={createDriskTheme()}>
 *   <CssBaseline />
 *   <App />
 * </ThemeProvider>
 */
export function createDriskTheme(overrides: ThemeOptions = {}): Theme {
  return responsiveFontSizes(createTheme(mergeThemeOptions(baseOptions, overrides)));
}
