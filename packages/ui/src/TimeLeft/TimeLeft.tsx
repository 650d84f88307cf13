import { useEffect, useLayoutEffect, useRef, useState, type Ref } from 'react';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { visuallyHidden } from '../visuallyHidden';
import { formatTimeLeft } from './formatTimeLeft';
import { TIME_LEFT_TEXT } from '@drisk/contract/client';
import { useText } from '../language/useText';
import { useDriskProps } from '../theme/useDriskProps';
import { timeLeftClasses } from './timeLeftClasses';

/** Props of {@link TimeLeft}. */
export interface TimeLeftProps {
  /**
   * The root element.
   * @default undefined
   */
  ref?: Ref<HTMLDivElement>;
  /** When the time is up, in epoch ms (e.g. `blocked_until` of a blocked endpoint). */
  until: number;
  /**
   * Called once when the time is up (the countdown then reads 'Block ended').
   * @default undefined
   */
  onEnd?: () => void;
  /**
   * Class name of the root.
   * @default undefined
   */
  className?: string;
  /**
   * System styles of the root.
   * @default undefined
   */
  sx?: SxProps<Theme>;
}

/**
 * A live countdown to `until`: the visible text ticks every second, while a visually hidden polite live
 * region changes only once a minute, so a screen reader hears the time left without being interrupted
 * every second.
 */
export function TimeLeft(inProps: TimeLeftProps) {
  const { until, onEnd, ref, className, sx } = useDriskProps(inProps, 'DriskTimeLeft', timeLeftClasses.root);
  const [now, setNow] = useState(() => Date.now());
  const left = until - now;
  const text = useText(TIME_LEFT_TEXT);
  const { visible, spoken, ended } = formatTimeLeft(left, text);

  const latestOnEnd = useRef(onEnd);
  useLayoutEffect(() => {
    latestOnEnd.current = onEnd;
  });

  useEffect(() => {
    if (ended) {
      latestOnEnd.current?.();
      return undefined;
    }
    // Wake at the next whole second of the time left, so the display changes on the second.
    const timer = setTimeout(() => setNow(Date.now()), left % 1000 || 1000);
    return () => clearTimeout(timer);
  }, [left, ended]);

  return (
    <Box
      component="span"
      ref={ref}
      className={className}
      data-ended={ended}
      sx={[{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      <span aria-hidden>{visible}</span>
      <Box component="span" aria-live="polite" aria-atomic sx={visuallyHidden}>
        {spoken}
      </Box>
    </Box>
  );
}
