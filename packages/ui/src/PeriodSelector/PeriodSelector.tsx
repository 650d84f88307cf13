import type { ChangeEvent, Ref } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import type { PeriodId } from '@drisk/contract';
import { PERIODS, WIDGET_TEXT } from '@drisk/contract/client';
import { useLanguage, useText } from '../language/useText';
import { formatPeriodAnchor, periodStepUnit } from './periodAnchor';
import { useDriskProps } from '../theme/useDriskProps';
import { periodSelectorClasses } from './periodSelectorClasses';

/** Props of {@link PeriodSelector}. */
export interface PeriodSelectorProps {
  /**
   * The root element.
   * @default undefined
   */
  ref?: Ref<HTMLDivElement>;
  /** The chosen period. */
  value: PeriodId;
  /** Called with the period the user picks. */
  onChange: (id: PeriodId) => void;
  /** The shown day, or a day of the shown month or week, as MM/DD/YYYY. */
  anchor: string;
  /** Called with -1 (previous) or 1 (next) when the user steps the day or month view. */
  onStep: (delta: -1 | 1) => void;
  /** Whether Next is enabled; false when the shown day or month is the current one. */
  canStepForward: boolean;
  /**
   * Whether Previous is enabled.
   * @default true
   */
  canStepBack?: boolean;
  /**
   * Disables the select and both steps, e.g. while the first reply loads.
   * @default false
   */
  disabled?: boolean;
  /**
   * Label of the select.
   * @default 'Period'
   */
  label?: string;
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

/**
 * The Home dashboard's period control: Today, Yesterday, Week, Current Month or Last Month, the shown day,
 * week or month, and previous/next steps for the day and month views.
 */
export function PeriodSelector(inProps: PeriodSelectorProps) {
  const props = useDriskProps(inProps, 'DriskPeriodSelector', periodSelectorClasses.root);
  const {
    value,
    onChange,
    anchor,
    onStep,
    canStepForward,
    canStepBack = true,
    disabled = false,
    label: labelProp,
    ref,
    className,
    sx,
  } = props;
  const t = useText(WIDGET_TEXT);
  const { locale } = useLanguage();
  const label = labelProp ?? t.period;
  const stepUnit = periodStepUnit(value);
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value as PeriodId);

  return (
    <Box
      ref={ref}
      className={className}
      sx={[
        { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <TextField
        select
        size="small"
        label={label}
        value={value}
        onChange={handleChange}
        disabled={disabled}
        sx={{ minWidth: 170 }}
      >
        {PERIODS.map((period) => (
          <MenuItem key={period.id} value={period.id}>
            {t.periods[period.id]}
          </MenuItem>
        ))}
      </TextField>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
        {stepUnit ? (
          <IconButton
            aria-label={t.previousStep[stepUnit]}
            onClick={() => onStep(-1)}
            disabled={disabled || !canStepBack}
            size="small"
          >
            <ChevronLeft />
          </IconButton>
        ) : null}
        {/* Announced when a step changes it, so keyboard and screen-reader users hear the new date. */}
        <Typography
          component="span"
          variant="body1"
          aria-live="polite"
          sx={{ fontWeight: 500, px: stepUnit ? 0 : 1, whiteSpace: 'nowrap' }}
        >
          {formatPeriodAnchor(value, anchor, locale)}
        </Typography>
        {stepUnit ? (
          <IconButton
            aria-label={t.nextStep[stepUnit]}
            onClick={() => onStep(1)}
            disabled={disabled || !canStepForward}
            size="small"
          >
            <ChevronRight />
          </IconButton>
        ) : null}
      </Box>
    </Box>
  );
}
