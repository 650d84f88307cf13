import type { Decorator } from '@storybook/react-vite';
import { ThemeProvider, type Theme } from '@mui/material/styles';

/**
 * A story decorator that shows DriskDelayedSpinner at once (its one-second delay set to 0 through the
 * theme), so a Loading story draws the same picture on every run, however fast the screenshot comes.
 */
export const spinnerAtOnce: Decorator = (Story) => (
  <ThemeProvider
    theme={(outer: Theme) => ({
      ...outer,
      components: { ...outer.components, DriskDelayedSpinner: { defaultProps: { delayMs: 0 } } },
    })}
  >
    {Story()}
  </ThemeProvider>
);
