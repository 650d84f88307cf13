import { useId, type Ref } from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { SxProps, Theme } from '@mui/material/styles';
import { WEEK_DAYS, WIDGET_TEXT } from '@drisk/contract/client';
import { useText } from '../language/useText';
import { useDriskProps } from '../theme/useDriskProps';
import { dayPickerClasses } from './dayPickerClasses';

/** A day of the week as the wire names it: 'Monday' to 'Sunday'. */
export type WeekDay = (typeof WEEK_DAYS)[number];

/** Props of {@link DayPicker}. */
export interface DayPickerProps {
  /**
   * The root element.
   * @default undefined
   */
  ref?: Ref<HTMLDivElement>;
  /** The chosen days, as WEEK_DAYS names. Case is ignored and unknown names are left out. */
  value: readonly string[];
  /** Called with the new choice, always in week order (Monday first) and with the WEEK_DAYS spelling. */
  onChange: (days: WeekDay[]) => void;
  /**
   * Locks every day.
   * @default false
   */
  disabled?: boolean;
  /**
   * Name of the group of days, shown above the buttons.
   * @default WIDGET_TEXT.days ('Days')
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

/** The chosen days among WEEK_DAYS, in week order; matching ignores case, unknown names are dropped. */
export function normalizeWeekDays(days: readonly string[]): WeekDay[] {
  const wanted = new Set(days.map((day) => day.trim().toLowerCase()));
  return WEEK_DAYS.filter((day) => wanted.has(day.toLowerCase()));
}

/**
 * The days of an access-control schedule: seven toggle buttons, Monday to Sunday.
 * Phones show 'Mon'..'Sun' (the full day as a tooltip); each button is named by what it shows, in the
 * active language (WIDGET_TEXT.weekDays); the values stay the wire's WEEK_DAYS.
 */
export function DayPicker(inProps: DayPickerProps) {
  const props = useDriskProps(inProps, 'DriskDayPicker', dayPickerClasses.root);
  const words = useText(WIDGET_TEXT);
  const { value, onChange, disabled = false, label = words.days, ref, className, sx } = props;
  const labelId = useId();
  // Below md the buttons read 'Mon'..'Sun'; the name is what the button shows (so speech input can say it),
  // with the full day as its tooltip.
  const compact = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'), { noSsr: true });
  const chosen = new Set(normalizeWeekDays(value));

  const handleToggle = (day: WeekDay) => {
    const next = new Set(chosen);
    if (next.has(day)) next.delete(day);
    else next.add(day);
    onChange(WEEK_DAYS.filter((weekDay) => next.has(weekDay)));
  };

  return (
    <Box role="group" aria-labelledby={labelId} ref={ref} className={className} sx={sx}>
      <Typography
        id={labelId}
        variant="body2"
        // Stays readable when locked (4.5:1): the buttons below show that they are locked.
        sx={{ color: 'text.secondary', mb: 1 }}
      >
        {label}
      </Typography>
      {/* Narrow enough on a 320 px phone for the seven days to fit on one line. */}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: { xs: 0.5, sm: 1 } }}>
        {WEEK_DAYS.map((day) => (
          <ToggleButton
            key={day}
            value={day}
            selected={chosen.has(day)}
            onChange={() => handleToggle(day)}
            disabled={disabled}
            title={compact ? words.weekDays[day] : undefined}
            color="primary"
            size="small"
            sx={{
              minWidth: { xs: 36, sm: 44, md: 96 },
              px: { xs: 0.5, sm: 1 },
              minHeight: 40,
              borderRadius: 5,
              // MUI's default (action.active) is 4.49:1 on the page background, just under 4.5:1.
              color: 'text.secondary',
              // Selected days also differ by fill, not by colour alone.
              '&.Mui-selected, &.Mui-selected:hover': {
                bgcolor: 'primary.main',
                color: 'primary.contrastText',
              },
              // Locked days must look locked: without this the primary fill above wins over MUI's disabled look.
              '&.Mui-selected.Mui-disabled': {
                bgcolor: 'action.disabledBackground',
                color: 'text.disabled',
              },
            }}
          >
            {compact ? words.weekDaysShort[day] : words.weekDays[day]}
          </ToggleButton>
        ))}
      </Box>
    </Box>
  );
}
