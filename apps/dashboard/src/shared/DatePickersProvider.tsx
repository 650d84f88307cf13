import type { ReactNode } from 'react';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { deDE } from '@mui/x-date-pickers/locales';
import 'dayjs/locale/de';
import { useLanguage } from '@drisk/ui';

const GERMAN_PICKER_TEXT = deDE.components.MuiLocalizationProvider.defaultProps.localeText;

/**
 * The date adapter MUI X pickers read, around each part of a screen that shows a picker, in the active
 * language (dayjs's German months and weekdays, the pickers' own German texts). Not app-wide: the adapter
 * brings dayjs and its plugins, which the sign-in page and Home do not need; so does the German locale.
 */
export function DatePickersProvider({ children }: { children: ReactNode }) {
  const { language } = useLanguage();
  const german = language === 'de';
  return (
    <LocalizationProvider
      dateAdapter={AdapterDayjs}
      adapterLocale={german ? 'de' : undefined}
      localeText={german ? GERMAN_PICKER_TEXT : undefined}
    >
      {children}
    </LocalizationProvider>
  );
}
