import type { ReactNode } from 'react';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';

/**
 * The date adapter MUI X pickers read, around each part of a screen that shows a picker. Not app-wide: the
 * adapter brings dayjs and its plugins, which the sign-in page and Home do not need.
 */
export function DatePickersProvider({ children }: { children: ReactNode }) {
  return <LocalizationProvider dateAdapter={AdapterDayjs}>{children}</LocalizationProvider>;
}
