import { act, render, renderHook, screen } from '@testing-library/react';
import { getContrastRatio, useTheme } from '@mui/material/styles';
import { ThemeProvider } from '@mui/material/styles';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COLOR_MODE_STORAGE_KEY } from '@drisk/contract/client';
import { createDriskTheme } from './createDriskTheme';
import { useColorModeChoice } from './colorModeChoice';
import { useDriskTheme } from './useDriskTheme';

/** Answers prefers-color-scheme: dark as `dark` says, as a browser's system setting would. */
function systemPrefersDark(dark: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: dark && query.includes('dark'),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
    })),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the light and dark schemes', () => {
  it.each(['light', 'dark'] as const)('keeps text at 4.5:1 or more in %s', (mode) => {
    const { palette } = createDriskTheme({ palette: { mode } });
    expect(palette.mode).toBe(mode);
    for (const surface of [palette.background.default, palette.background.paper]) {
      for (const text of [
        palette.text.primary,
        palette.text.secondary,
        palette.primary.main,
        palette.error.main,
        palette.success.main,
        palette.warning.main,
        palette.info.main,
      ])
        expect(getContrastRatio(text, surface), `${text} on ${surface}`).toBeGreaterThanOrEqual(4.5);
    }
    // Filled buttons, chat bubbles and toasts: their text on their colour.
    for (const colour of [palette.primary, palette.secondary, palette.error, palette.success, palette.info])
      expect(getContrastRatio(colour.contrastText, colour.main)).toBeGreaterThanOrEqual(4.5);
  });

  it('follows the system setting until a choice is stored, then the choice', () => {
    systemPrefersDark(true);
    const { result } = renderHook(() => ({ theme: useDriskTheme(), choice: useColorModeChoice() }));
    expect(result.current.choice[0]).toBe('system');
    expect(result.current.theme.palette.mode).toBe('dark');
    act(() => result.current.choice[1]('light'));
    expect(localStorage.getItem(COLOR_MODE_STORAGE_KEY)).toBe('light');
    expect(result.current.theme.palette.mode).toBe('light');
    act(() => result.current.choice[1]('system'));
    expect(result.current.theme.palette.mode).toBe('dark');
  });

  it('reads a choice stored by another app or tab, and ignores a value it does not know', () => {
    systemPrefersDark(false);
    localStorage.setItem(COLOR_MODE_STORAGE_KEY, 'dark');
    function Mode() {
      return <span>{useTheme().palette.mode}</span>;
    }
    function App() {
      return (
        <ThemeProvider theme={useDriskTheme()}>
          <Mode />
        </ThemeProvider>
      );
    }
    render(<App />);
    expect(screen.getByText('dark')).toBeInTheDocument();
    act(() => {
      localStorage.setItem(COLOR_MODE_STORAGE_KEY, 'purple');
      window.dispatchEvent(new StorageEvent('storage', { key: COLOR_MODE_STORAGE_KEY }));
    });
    expect(screen.getByText('light')).toBeInTheDocument();
  });
});
