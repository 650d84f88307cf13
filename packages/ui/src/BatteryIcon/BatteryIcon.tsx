import type { ComponentType, Ref } from 'react';
import Box from '@mui/material/Box';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import Battery0Bar from '@mui/icons-material/Battery0Bar';
import Battery1Bar from '@mui/icons-material/Battery1Bar';
import Battery2Bar from '@mui/icons-material/Battery2Bar';
import Battery3Bar from '@mui/icons-material/Battery3Bar';
import Battery4Bar from '@mui/icons-material/Battery4Bar';
import Battery5Bar from '@mui/icons-material/Battery5Bar';
import Battery6Bar from '@mui/icons-material/Battery6Bar';
import BatteryChargingFull from '@mui/icons-material/BatteryChargingFull';
import BatteryFull from '@mui/icons-material/BatteryFull';
import BatteryUnknown from '@mui/icons-material/BatteryUnknown';
import {
  batteryBand,
  batteryLabel,
  batteryShortLabel,
  type BatteryBand,
  type BatteryValue,
} from './batteryBand';
import { WIDGET_TEXT } from '@drisk/contract/client';
import { useText } from '../language/useText';
import { useFormatters } from '../language/useFormatters';
import { useDriskProps } from '../theme/useDriskProps';
import { batteryIconClasses } from './batteryIconClasses';

/** Props of {@link BatteryIcon}. */
export interface BatteryIconProps {
  /** The latest battery message value: a percentage, 'charging', blank ('') or missing. */
  value: BatteryValue;
  /**
   * Shows the percentage (or 'Charging') as text beside the icon.
   * @default false
   */
  showLabel?: boolean;
  /**
   * Size of the icon.
   * @default 'medium'
   */
  fontSize?: SvgIconProps['fontSize'];
  /**
   * The root element.
   * @default undefined
   */
  ref?: Ref<HTMLDivElement>;
  /**
   * Class name of the root element.
   * @default undefined
   */
  className?: string;
  /**
   * System styles of the root element.
   * @default undefined
   */
  sx?: SxProps<Theme>;
}

const BAND_ICONS: Record<BatteryBand, ComponentType<SvgIconProps>> = {
  charging: BatteryChargingFull,
  unknown: BatteryUnknown,
  empty: Battery0Bar,
  critical: Battery1Bar,
  low: Battery2Bar,
  fair: Battery3Bar,
  half: Battery4Bar,
  good: Battery5Bar,
  high: Battery6Bar,
  full: BatteryFull,
};

// Below 15 % is an error, below 30 % a warning; the other levels follow the surrounding text colour.
const BAND_COLORS: Record<BatteryBand, SvgIconProps['color']> = {
  charging: 'success',
  unknown: 'disabled',
  empty: 'error',
  critical: 'error',
  low: 'warning',
  fair: 'inherit',
  half: 'inherit',
  good: 'inherit',
  high: 'inherit',
  full: 'inherit',
};

/** The battery indicator of the connected device: a band icon, coloured when low, and an optional label. */
export function BatteryIcon(inProps: BatteryIconProps) {
  const props = useDriskProps(inProps, 'DriskBatteryIcon', batteryIconClasses.root);
  const { value, showLabel = false, fontSize = 'medium', ref, className, sx } = props;
  const text = useText(WIDGET_TEXT).battery;
  const { percent } = useFormatters();
  const band = batteryBand(value);
  const Icon = BAND_ICONS[band];

  return (
    <Box
      ref={ref}
      role="img"
      aria-label={batteryLabel(value, text, percent)}
      data-band={band}
      className={className}
      sx={[{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      <Icon color={BAND_COLORS[band]} fontSize={fontSize} aria-hidden />
      {showLabel ? (
        <Typography component="span" variant="body2" aria-hidden>
          {batteryShortLabel(value, text, percent)}
        </Typography>
      ) : null}
    </Box>
  );
}
