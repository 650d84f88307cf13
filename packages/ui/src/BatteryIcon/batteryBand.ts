import { BATTERY_BANDS, BATTERY_CHARGING, WIDGET_TEXT } from '@drisk/contract/client';

/** Value of a battery message: a percentage, 'charging', blank, or missing. */
export type BatteryValue = number | typeof BATTERY_CHARGING | '' | null | undefined;

/**
 * Names of the eight level bands of spec 1 §9, in the order of BATTERY_BANDS
 * (empty at 0 or blank, then below 15, 15-29, 30-44, 45-59, 60-74, 75-89, 90 and up).
 */
export const BATTERY_LEVEL_BANDS = [
  'empty',
  'critical',
  'low',
  'fair',
  'half',
  'good',
  'high',
  'full',
] as const;

export type BatteryLevelBand = (typeof BATTERY_LEVEL_BANDS)[number];

/** Every band the battery icon can show: the level bands, charging, and unknown for a missing value. */
export type BatteryBand = BatteryLevelBand | 'charging' | 'unknown';

/**
 * The band a battery value falls in. Blank ('') reads as empty, as in the spec; null, undefined and
 * numbers that are not finite read as unknown. Levels below 0 count as empty and above 100 as full.
 */
export function batteryBand(value: BatteryValue): BatteryBand {
  if (value === BATTERY_CHARGING) return 'charging';
  if (value === '') return 'empty';
  if (typeof value !== 'number' || !Number.isFinite(value)) return 'unknown';
  let band = 0;
  BATTERY_BANDS.forEach((lowerBound, index) => {
    if (value >= lowerBound) band = index;
  });
  return BATTERY_LEVEL_BANDS[band];
}

type BatteryText = typeof WIDGET_TEXT.battery;
/** Writes a whole percentage, e.g. 42 → '42%' (English) or '42 %' (German, through useFormatters). */
type FormatPercent = (value: number) => string;
const plainPercent: FormatPercent = (value) => `${value}%`;

/** Clamps a level to 0..100 and rounds it, for what is read out and shown. */
function percentText(value: number, percent: FormatPercent): string {
  return percent(Math.round(Math.min(100, Math.max(0, value))));
}

/** What the icon says: 'Battery 42%', 'Battery charging', 'Battery empty' or 'Battery level unknown'. */
export function batteryLabel(
  value: BatteryValue,
  text: BatteryText = WIDGET_TEXT.battery,
  percent: FormatPercent = plainPercent,
): string {
  const band = batteryBand(value);
  if (band === 'charging') return text.charging;
  if (band === 'unknown') return text.unknown;
  if (typeof value !== 'number') return text.empty;
  return text.level(percentText(value, percent));
}

/** The text beside the icon: '42%', 'Charging', '0%' for blank, '--' when unknown. */
export function batteryShortLabel(
  value: BatteryValue,
  text: BatteryText = WIDGET_TEXT.battery,
  percent: FormatPercent = plainPercent,
): string {
  const band = batteryBand(value);
  if (band === 'charging') return text.chargingShort;
  if (band === 'unknown') return '--';
  return percentText(typeof value === 'number' ? value : 0, percent);
}
