import { useMemo } from 'react';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme, ThemeOptions } from '@mui/material/styles';
import { createDriskTheme, type DriskColorMode } from './createDriskTheme';
import { readColorModeChoice, useColorModeChoice } from './colorModeChoice';

const SYSTEM_DARK = '(prefers-color-scheme: dark)';

/** The colour scheme to draw: the stored choice, or the system's when the choice is 'system'. */
export function useDriskColorMode(): DriskColorMode {
  const [choice] = useColorModeChoice();
  // noSsr: the first render already has the system's answer, so a dark system never flashes light.
  const systemDark = useMediaQuery(SYSTEM_DARK, { noSsr: true });
  if (choice === 'system') return systemDark ? 'dark' : 'light';
  return choice;
}

/**
 * The scheme this browser asks for right now, outside React: an app deciding before its first render
 * whether markup prerendered in the light scheme can be hydrated.
 */
export function currentColorMode(): DriskColorMode {
  const choice = readColorModeChoice();
  if (choice !== 'system') return choice;
  return typeof window.matchMedia === 'function' && window.matchMedia(SYSTEM_DARK).matches ? 'dark' : 'light';
}

/**
 * The dRisk theme in the scheme this browser asks for (useDriskColorMode), rebuilt only when the scheme
 * or the options change. Pass stable (module-level or memoised) options.
 */
export function useDriskTheme(overrides: ThemeOptions = NO_OVERRIDES): Theme {
  const mode = useDriskColorMode();
  return useMemo(
    () => createDriskTheme({ ...overrides, palette: { ...overrides.palette, mode } }),
    [mode, overrides],
  );
}

const NO_OVERRIDES: ThemeOptions = {};
