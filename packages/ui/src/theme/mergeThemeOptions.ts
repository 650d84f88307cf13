import type { ThemeOptions } from '@mui/material/styles';

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;
}

function mergeRecords(
  base: Record<string, unknown>,
  overrides: Record<string, unknown>,
): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(overrides)) {
    const current = merged[key];
    merged[key] = isPlainObject(current) && isPlainObject(value) ? mergeRecords(current, value) : value;
  }
  return merged;
}

/**
 * Deep-merges theme options before the theme is created, so an overridden `palette.primary.main`
 * also gets its light, dark and contrast shades computed (merging after createTheme would not).
 */
export function mergeThemeOptions(base: ThemeOptions, overrides: ThemeOptions): ThemeOptions {
  return mergeRecords(base as Record<string, unknown>, overrides as Record<string, unknown>) as ThemeOptions;
}
