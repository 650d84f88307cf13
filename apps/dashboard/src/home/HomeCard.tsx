import { useId, type ReactNode } from 'react';
import { Box, Card, CardContent, Typography, type SxProps, type Theme } from '@mui/material';

export interface HomeCardProps {
  title: string;
  /** Controls at the end of the title row. */
  action?: ReactNode;
  /** While true the card says so to assistive technology (aria-busy). */
  busy?: boolean;
  children: ReactNode;
  sx?: SxProps<Theme>;
}

/** A titled card of the Home grid; the title is the section's heading and accessible name. */
export function HomeCard({ title, action, busy = false, children, sx }: HomeCardProps) {
  const titleId = useId();
  return (
    <Card
      component="section"
      aria-labelledby={titleId}
      aria-busy={busy || undefined}
      sx={[{ display: 'flex', flexDirection: 'column', minWidth: 0 }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, flex: 1, minWidth: 0 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
          <Typography id={titleId} component="h2" variant="h6">
            {title}
          </Typography>
          {action}
        </Box>
        {children}
      </CardContent>
    </Card>
  );
}
