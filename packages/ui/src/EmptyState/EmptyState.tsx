import type { ReactNode, Ref } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import { useDriskProps } from '../theme/useDriskProps';
import { emptyStateClasses } from './emptyStateClasses';

/** Props of {@link EmptyState}. */
export interface EmptyStateProps {
  /**
   * The root element.
   * @default undefined
   */
  ref?: Ref<HTMLDivElement>;
  /** What is missing, e.g. 'No notifications.' */
  title: string;
  /**
   * A sentence that explains why, or what to do next.
   * @default undefined
   */
  description?: ReactNode;
  /**
   * A decorative icon above the title (hidden from screen readers).
   * @default undefined
   */
  icon?: ReactNode;
  /**
   * A call to action under the text, e.g. a Button.
   * @default undefined
   */
  action?: ReactNode;
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

/** Stands in for a list or a chart that has nothing to show. */
export function EmptyState(inProps: EmptyStateProps) {
  const props = useDriskProps(inProps, 'DriskEmptyState', emptyStateClasses.root);
  const { title, description, icon, action, ref, className, sx } = props;

  return (
    <Box
      ref={ref}
      className={className}
      sx={[
        {
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          textAlign: 'center',
          gap: 1,
          py: 4,
          px: 2,
          color: 'text.secondary',
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {icon ? (
        <Box
          aria-hidden
          sx={{ fontSize: 48, lineHeight: 0, color: 'action.disabled', '& svg': { fontSize: 48 } }}
        >
          {icon}
        </Box>
      ) : null}
      <Typography variant="subtitle1" component="p" sx={{ color: 'text.primary', fontWeight: 500 }}>
        {title}
      </Typography>
      {description ? (
        <Typography variant="body2" component="div" sx={{ maxWidth: 420 }}>
          {description}
        </Typography>
      ) : null}
      {action ? <Box sx={{ mt: 1 }}>{action}</Box> : null}
    </Box>
  );
}
