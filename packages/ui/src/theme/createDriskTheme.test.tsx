import { render, screen } from '@testing-library/react';
import Button from '@mui/material/Button';
import { ThemeProvider } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { DelayedSpinner } from '../DelayedSpinner';
import { createDriskTheme, DRISK_BORDER_RADIUS, DRISK_BRAND } from './createDriskTheme';

describe('createDriskTheme', () => {
  it('carries the brand colours, rounded corners and Roboto', () => {
    const theme = createDriskTheme();
    expect(theme.palette.primary.main).toBe(DRISK_BRAND.primary);
    expect(theme.palette.secondary.main).toBe(DRISK_BRAND.secondary);
    expect(theme.shape.borderRadius).toBe(DRISK_BORDER_RADIUS);
    expect(theme.typography.fontFamily).toMatch(/^Roboto,/);
  });

  it('merges overrides deeply and recomputes the shades of an overridden colour', () => {
    const theme = createDriskTheme({ palette: { primary: { main: '#5e35b1' } } });
    expect(theme.palette.primary.main).toBe('#5e35b1');
    expect(theme.palette.primary.dark).not.toBe(createDriskTheme().palette.primary.dark);
    expect(theme.palette.secondary.main).toBe(DRISK_BRAND.secondary);
    expect(theme.shape.borderRadius).toBe(DRISK_BORDER_RADIUS);
  });

  it('makes headings responsive', () => {
    const h5 = createDriskTheme().typography.h5 as Record<string, unknown>;
    expect(Object.keys(h5).some((key) => key.startsWith('@media'))).toBe(true);
  });

  it('gives buttons sentence-case labels', () => {
    render(
      <ThemeProvider theme={createDriskTheme()}>
        <Button>Sign In</Button>
      </ThemeProvider>,
    );
    expect(screen.getByRole('button', { name: 'Sign In' })).toHaveStyle({ textTransform: 'none' });
  });

  it('sets default props of the dRisk widgets through their theme keys', () => {
    const theme = createDriskTheme({
      components: { DriskDelayedSpinner: { defaultProps: { delayMs: 0, label: 'Fetching' } } },
    });
    render(
      <ThemeProvider theme={theme}>
        <DelayedSpinner />
      </ThemeProvider>,
    );
    expect(screen.getByRole('progressbar', { name: 'Fetching' })).toBeInTheDocument();
  });

  it('types the theme keys of the dRisk widgets', () => {
    const theme = createDriskTheme({
      components: {
        // @ts-expect-error delayMs is a number: the Components augmentation checks dRisk defaultProps
        DriskDelayedSpinner: { defaultProps: { delayMs: 'soon' } },
      },
    });
    expect(theme.components?.DriskDelayedSpinner?.defaultProps?.delayMs).toBe('soon');
  });
});
