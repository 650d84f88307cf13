import type { Ref } from 'react';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { useDriskProps } from '../theme/useDriskProps';
import { statusDotClasses } from './statusDotClasses';

/** Props of {@link StatusDot}. */
export interface StatusDotProps {
  /**
   * The root element.
   * @default undefined
   */
  ref?: Ref<HTMLDivElement>;
  /** Whether the thing is active: a green dot, otherwise red (spec 3 §4). */
  active: boolean;
  /** The status in words, shown beside the dot (the colour alone says nothing to some readers). */
  label: string;
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

/** A status as a coloured dot and its word: green when active, red otherwise. */
export function StatusDot(inProps: StatusDotProps) {
  const { active, label, ref, className, sx } = useDriskProps(
    inProps,
    'DriskStatusDot',
    statusDotClasses.root,
  );
  return (
    <Box
      component="span"
      ref={ref}
      className={className}
      data-active={active}
      sx={[
        { display: 'inline-flex', alignItems: 'center', gap: 0.75, whiteSpace: 'nowrap' },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <Box
        component="span"
        aria-hidden
        sx={{
          width: 10,
          height: 10,
          borderRadius: '50%',
          flexShrink: 0,
          bgcolor: active ? 'success.main' : 'error.main',
        }}
      />
      {label}
    </Box>
  );
}
