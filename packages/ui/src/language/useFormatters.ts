import { useMemo } from 'react';
import { parseWireDate } from '@drisk/contract/client';
import { useLanguage } from './useText';

export interface Formatters {
  locale: string;
  /** A number with the language's grouping and decimal marks: 1.234,5 in German. */
  number: (value: number, options?: Intl.NumberFormatOptions) => string;
  /** A share 0-100 as a percentage: '42 %' in German, '42%' in English. */
  percent: (value: number) => string;
  /** A calendar date: '26.11.2026' in German, 'Nov 26, 2026' in English. */
  date: (value: Date | number) => string;
  /** Date and time: '26.11.2026, 14:05'. */
  dateTime: (value: Date | number) => string;
  /** A time of day: '14:05' (German), '2:05 PM' (English). */
  time: (value: Date | number) => string;
  /** A day and month without the year: '26. Nov.' / 'Nov 26'. */
  dayMonth: (value: Date | number) => string;
  /**
   * A wire date (MM/DD/YYYY, as the api sends it) for display: unchanged in English, which shows it as
   * the spec does; in the language's own numeric form elsewhere ('26.11.2026'). Anything else as it came.
   */
  wireDate: (wire: string) => string;
  /**
   * An amount the api sends as text, e.g. '4.64 MB': unchanged in English; the number in the language's
   * marks elsewhere ('4,64 MB'). Text that is not a number with an optional unit comes back as it was.
   */
  amount: (text: string) => string;
  /** A weekday's name. */
  weekday: (value: Date | number, width?: 'long' | 'short') => string;
}

/**
 * Intl formatting in the active language, one place for every number and date the screens show (made once
 * per language, not per render).
 */
export function useFormatters(): Formatters {
  const { locale } = useLanguage();
  return useMemo(() => formattersFor(locale), [locale]);
}

const cache = new Map<string, Formatters>();

/** The formatters of a locale tag, outside React (cached per tag). */
export function formattersFor(locale: string): Formatters {
  const known = cache.get(locale);
  if (known) return known;
  const numberFormats = new Map<string, Intl.NumberFormat>();
  const numberFormat = (options?: Intl.NumberFormatOptions) => {
    const key = JSON.stringify(options ?? {});
    let format = numberFormats.get(key);
    if (!format) {
      format = new Intl.NumberFormat(locale, options);
      numberFormats.set(key, format);
    }
    return format;
  };
  // Each date format is made on its first use: making one costs about 10 ms of a phone's first render
  // (ICU's data for the locale), and a screen uses one or two of the seven.
  const dateFormat = (options: Intl.DateTimeFormatOptions) => {
    let format: Intl.DateTimeFormat | undefined;
    return () => (format ??= new Intl.DateTimeFormat(locale, options));
  };
  const date = dateFormat({ dateStyle: 'medium' });
  const dateTime = dateFormat({ dateStyle: 'medium', timeStyle: 'short' });
  const time = dateFormat({ timeStyle: 'short' });
  const dayMonth = dateFormat({ day: 'numeric', month: 'short' });
  const numericDate = dateFormat({ day: '2-digit', month: '2-digit', year: 'numeric' });
  const weekdayLong = dateFormat({ weekday: 'long' });
  const weekdayShort = dateFormat({ weekday: 'short' });
  const made: Formatters = {
    locale,
    number: (value, options) => numberFormat(options).format(value),
    percent: (value) => numberFormat({ style: 'percent', maximumFractionDigits: 0 }).format(value / 100),
    date: (value) => date().format(value),
    dateTime: (value) => dateTime().format(value),
    time: (value) => time().format(value),
    dayMonth: (value) => dayMonth().format(value),
    wireDate: (wire) => {
      if (locale === 'en-US') return wire;
      const day = parseWireDate(wire);
      return day ? numericDate().format(new Date(day.year, day.month - 1, day.day)) : wire;
    },
    amount: (text) => {
      if (locale === 'en-US') return text;
      const match = /^(\d+)(?:\.(\d+))?(\s*[^\d\s.,]*)$/.exec(text.trim());
      if (!match) return text;
      const decimals = match[2]?.length ?? 0;
      const value = Number(`${match[1]}.${match[2] ?? '0'}`);
      return `${numberFormat({ minimumFractionDigits: decimals, maximumFractionDigits: decimals, useGrouping: false }).format(value)}${match[3]}`;
    },
    weekday: (value, width = 'long') => (width === 'long' ? weekdayLong : weekdayShort)().format(value),
  };
  cache.set(locale, made);
  return made;
}
