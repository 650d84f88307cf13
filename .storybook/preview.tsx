import type { Preview } from '@storybook/react-vite';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { deDE } from '@mui/material/locale';
import {
  createDriskTheme,
  LanguageProvider,
  loadLanguage,
  ToastProvider,
  type DriskColorMode,
} from '@drisk/ui';
import '@fontsource/roboto/400.css';
import '@fontsource/roboto/500.css';
import '@fontsource/roboto/700.css';

const themes: Record<DriskColorMode, ReturnType<typeof createDriskTheme>> = {
  light: createDriskTheme(),
  dark: createDriskTheme({ palette: { mode: 'dark' } }),
};
// MUI's own texts in German, as the dashboard's theme carries them when German is on.
const germanThemes: Record<DriskColorMode, ReturnType<typeof createDriskTheme>> = {
  light: createDriskTheme({ components: deDE.components }),
  dark: createDriskTheme({ palette: { mode: 'dark' }, components: deDE.components }),
};

/**
 * Every story renders inside the product's providers, as the apps do, in the scheme the toolbar's Theme
 * global names (light unless it says dark; the story e2e opens each story in both) and the language the
 * Language global names (English unless it says German; a story sets `globals: { language: 'de' }` to show
 * a widget in German).
 */
const preview: Preview = {
  globalTypes: {
    theme: {
      description: 'Colour scheme of the dRisk theme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light' },
          { value: 'dark', title: 'Dark' },
        ],
        dynamicTitle: true,
      },
    },
    language: {
      description: 'Language of the widgets (LanguageProvider)',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'en', title: 'English' },
          { value: 'de', title: 'Deutsch' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light', language: 'en' },
  // German's catalogue is a chunk of its own: loaded before the story renders, so its first paint is German.
  loaders: [
    async ({ globals }) => {
      if (globals.language === 'de') await loadLanguage('de');
      return {};
    },
  ],
  decorators: [
    (Story, context) => {
      const mode: DriskColorMode = context.globals.theme === 'dark' ? 'dark' : 'light';
      const german = context.globals.language === 'de';
      return (
        <LanguageProvider language={german ? 'de' : 'en'}>
          <ThemeProvider theme={(german ? germanThemes : themes)[mode]}>
            <CssBaseline enableColorScheme />
            <ToastProvider>
              <Story />
            </ToastProvider>
          </ThemeProvider>
        </LanguageProvider>
      );
    },
  ],
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /date$/i } },
  },
};

export default preview;
