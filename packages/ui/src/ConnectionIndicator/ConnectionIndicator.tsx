import type { Ref } from 'react';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import useMediaQuery from '@mui/material/useMediaQuery';
import { keyframes, type SxProps, type Theme } from '@mui/material/styles';
import { WIDGET_TEXT } from '@drisk/contract/client';
import { useText } from '../language/useText';
import { useDriskProps } from '../theme/useDriskProps';
import { useReadyAfterMount } from '../useReadyAfterMount';
import { connectionIndicatorClasses } from './connectionIndicatorClasses';

/** State of the realtime connection, as `useConnectionState()` of @drisk/realtime reports it. */
export type ConnectionIndicatorState = 'idle' | 'connecting' | 'online' | 'offline' | 'unauthorized';

/** Props of {@link ConnectionIndicator}. */
export interface ConnectionIndicatorProps {
  /**
   * The root element.
   * @default undefined
   */
  ref?: Ref<HTMLDivElement>;
  /** The connection state to show. */
  state: ConnectionIndicatorState;
  /**
   * Shows only the dot, with the text in a tooltip (the text is still read out).
   * By default the indicator is compact below the `sm` breakpoint (phones).
   * @default undefined
   */
  compact?: boolean;
  /**
   * Texts of the states, to rename or translate them.
   * @default CONNECTION_STATE_LABELS
   */
  labels?: Partial<Record<ConnectionIndicatorState, string>>;
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

/** The default (English) text of each state; the widget shows the active language's (WIDGET_TEXT). Idle (not started yet) reads as Offline, in grey. */
export const CONNECTION_STATE_LABELS: Record<ConnectionIndicatorState, string> = WIDGET_TEXT.connection;

const DOT_COLORS: Record<ConnectionIndicatorState, string> = {
  idle: 'grey.500',
  connecting: 'warning.main',
  online: 'success.main',
  offline: 'error.main',
  unauthorized: 'error.main',
};

// Off screen but read out: the compact indicator keeps its text for screen readers.
const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

const pulse = keyframes`
  0%, 100% { opacity: 1; }
  50% { opacity: 0.35; }
`;

/**
 * A small coloured dot and text for the top bar that tells whether live updates arrive: Online,
 * Connecting…, Offline or Sign-in needed. It is a polite live region, so a change is read out once.
 */
export function ConnectionIndicator(inProps: ConnectionIndicatorProps) {
  const props = useDriskProps(inProps, 'DriskConnectionIndicator', connectionIndicatorClasses.root);
  const { state, compact, labels, ref, className, sx } = props;
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const isCompact = compact ?? isPhone;
  const t = useText(WIDGET_TEXT);
  const text = labels?.[state] ?? t.connection[state];
  const tooltipReady = useReadyAfterMount();

  const indicator = (
    <Box
      role="status"
      aria-live="polite"
      data-state={state}
      ref={ref}
      className={className}
      sx={[
        {
          display: 'inline-flex',
          alignItems: 'center',
          gap: 0.75,
          typography: 'body2',
          color: 'inherit',
          whiteSpace: 'nowrap',
          // A touch target for the tooltip on phones.
          ...(isCompact ? { minWidth: 24, minHeight: 24, justifyContent: 'center' } : {}),
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <Box
        component="span"
        aria-hidden
        data-testid="connection-dot"
        sx={{
          width: 10,
          height: 10,
          borderRadius: '50%',
          flexShrink: 0,
          bgcolor: DOT_COLORS[state],
          // Keeps the dot visible on a coloured app bar.
          boxShadow: '0 0 0 1.5px rgba(255, 255, 255, 0.85)',
          ...(state === 'connecting'
            ? {
                animation: `${pulse} 1.2s ease-in-out infinite`,
                '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
              }
            : {}),
        }}
      />
      <Box component="span" sx={isCompact ? VISUALLY_HIDDEN : undefined}>
        {text}
      </Box>
    </Box>
  );

  // The tooltip comes a task after the indicator (useReadyAfterMount says why): mounted with the top bar, it
  // would make the commit that builds the whole page render again before that commit's task ends.
  if (!isCompact || !tooltipReady) return indicator;
  return (
    <Tooltip title={text} describeChild enterTouchDelay={0}>
      {indicator}
    </Tooltip>
  );
}
