import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useThemeProps, type SxProps, type Theme } from '@mui/material/styles';

/** Props of {@link EmptyState}. */
export interface EmptyStateProps {
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
  const props = useThemeProps({ props: inProps, name: 'DriskEmptyState' });
  const { title, description, icon, action, className, sx } = props;

  return (
    <Box
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
