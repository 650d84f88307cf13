import { useCallback, useEffect, useId, useMemo, useRef, useState, type Ref } from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import {
  SIGNAL_LABELS,
  SIGNAL_MAX,
  SIGNAL_MIN,
  SLIDER_DEBOUNCE_MS,
  WIDGET_TEXT,
} from '@drisk/contract/client';
import { useFormatters } from '../language/useFormatters';
import { useText } from '../language/useText';
import { useDriskProps } from '../theme/useDriskProps';
import { signalStrengthSliderClasses } from './signalStrengthSliderClasses';

/** Props of {@link SignalStrengthSlider}. */
export interface SignalStrengthSliderProps {
  /**
   * The root element.
   * @default undefined
   */
  ref?: Ref<HTMLDivElement>;
  /** The saved signal strength, an index 0..8 into SIGNAL_LABELS. The slider follows changes of it. */
  value: number;
  /** Called once with the chosen index, `debounceMs` after the last change of a burst of changes. */
  onCommit: (value: number) => void;
  /**
   * Locks the slider (e.g. while ghost mode is on); a pending commit is dropped and the thumb returns to `value`.
   * @default false
   */
  disabled?: boolean;
  /**
   * Text shown beneath a disabled slider, e.g. UI_TEXT.ghostModeLocked ('Turn off ghost mode to modify').
   * @default undefined
   */
  disabledText?: string;
  /**
   * Delay between the last change and `onCommit`, in milliseconds.
   * @default SLIDER_DEBOUNCE_MS (2000)
   */
  debounceMs?: number;
  /**
   * Label above the slider; it is also the slider's accessible name.
   * @default WIDGET_TEXT.signalStrength ('Wi-Fi signal strength')
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

/** The dB text of a slider index, e.g. 4 → '2dB' (as the spec and the wire write it). Out-of-range indexes are clamped. */
export function signalLabel(index: number): string {
  const clamped = Math.min(SIGNAL_MAX, Math.max(SIGNAL_MIN, Math.round(index)));
  return SIGNAL_LABELS[clamped];
}

// Nine labels do not fit side by side on a phone: there every other one (0.25dB, 1dB, 4dB, 16dB) drops to
// a second row, so all nine stay readable without overlapping.
const PHONE = '@media (max-width: 599.95px)';
const PHONE_LOWERED_MARK_LABELS = SIGNAL_LABELS.map((_label, index) => index)
  .filter((index) => index % 2 === 1)
  .map((index) => `& .MuiSlider-markLabel[data-index="${index}"]`)
  .join(', ');

/**
 * The Wi-Fi signal strength slider of the Settings page: nine steps labelled 0dB to 31.75dB.
 * The thumb moves at once; the choice is sent `debounceMs` after the user stops moving it, so dragging
 * across several steps sends one update. A pending choice is still sent if the slider unmounts.
 */
export function SignalStrengthSlider(inProps: SignalStrengthSliderProps) {
  const props = useDriskProps(inProps, 'DriskSignalStrengthSlider', signalStrengthSliderClasses.root);
  const text = useText(WIDGET_TEXT);
  const {
    value,
    onCommit,
    disabled = false,
    disabledText,
    debounceMs = SLIDER_DEBOUNCE_MS,
    label = text.signalStrength,
    ref,
    className,
    sx,
  } = props;
  const { amount } = useFormatters();
  // The dB texts as the language writes numbers ('0,25dB' in German); English as SIGNAL_LABELS has them.
  const shownLabel = useCallback((index: number) => amount(signalLabel(index)), [amount]);
  const marks = useMemo(
    () => SIGNAL_LABELS.map((_label, index) => ({ value: index, label: shownLabel(index) })),
    [shownLabel],
  );
  const labelId = useId();
  const disabledTextId = useId();
  const [draft, setDraft] = useState(value);
  const [shownValue, setShownValue] = useState(value);
  const pending = useRef<{ timer: ReturnType<typeof setTimeout>; value: number } | null>(null);
  const onCommitRef = useRef(onCommit);

  useEffect(() => {
    onCommitRef.current = onCommit;
  }, [onCommit]);

  // A new saved value (from the server, another tab or the gateway) replaces the draft.
  if (value !== shownValue) {
    setShownValue(value);
    setDraft(value);
  }

  useEffect(() => {
    // The saved value changed: it is either the pending choice already applied or a newer one that wins.
    if (pending.current) {
      clearTimeout(pending.current.timer);
      pending.current = null;
    }
  }, [value]);

  useEffect(() => {
    // Locked before the choice was sent (e.g. ghost mode turned on): drop it and show the saved value again.
    if (disabled && pending.current) {
      clearTimeout(pending.current.timer);
      pending.current = null;
      setDraft(value);
    }
  }, [disabled, value]);

  useEffect(
    () => () => {
      // Leaving the page within the debounce still saves the last choice.
      if (pending.current) {
        clearTimeout(pending.current.timer);
        const { value: last } = pending.current;
        pending.current = null;
        onCommitRef.current(last);
      }
    },
    [],
  );

  const handleChange = (_event: Event, next: number | number[]) => {
    const index = Array.isArray(next) ? next[0] : next;
    setDraft(index);
    if (pending.current) clearTimeout(pending.current.timer);
    const timer = setTimeout(() => {
      pending.current = null;
      onCommitRef.current(index);
    }, debounceMs);
    pending.current = { timer, value: index };
  };

  const showDisabledText = disabled && Boolean(disabledText);

  return (
    <Box
      ref={ref}
      className={className}
      sx={[{ px: { xs: 2, sm: 2.5 } }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, mx: { xs: -2, sm: -2.5 } }}>
        <Typography id={labelId} variant="body1" sx={{ color: disabled ? 'text.disabled' : 'text.primary' }}>
          {label}
        </Typography>
        <Typography variant="body2" aria-hidden sx={{ color: 'text.secondary', fontWeight: 500 }}>
          {shownLabel(draft)}
        </Typography>
      </Box>
      <Slider
        value={draft}
        onChange={handleChange}
        min={SIGNAL_MIN}
        max={SIGNAL_MAX}
        step={1}
        marks={marks}
        disabled={disabled}
        valueLabelDisplay="auto"
        valueLabelFormat={shownLabel}
        getAriaValueText={shownLabel}
        aria-labelledby={labelId}
        slotProps={{ input: { 'aria-describedby': showDisabledText ? disabledTextId : undefined } }}
        sx={{
          '& .MuiSlider-markLabel': { fontSize: { xs: '0.7rem', sm: '0.75rem' } },
          // 18 px under the first row, whose top MUI sets at 30 px, or 40 px for touch.
          [PHONE]: { mb: 2.5, [PHONE_LOWERED_MARK_LABELS]: { top: 48 } },
          [`${PHONE} and (pointer: coarse)`]: { mb: 3.5, [PHONE_LOWERED_MARK_LABELS]: { top: 58 } },
        }}
      />
      {showDisabledText ? (
        <Typography
          id={disabledTextId}
          variant="body2"
          sx={{ color: 'text.secondary', mx: { xs: -2, sm: -2.5 } }}
        >
          {disabledText}
        </Typography>
      ) : null}
    </Box>
  );
}
