import { useId, type ReactNode } from 'react';
import { Box, Card, CardContent, Typography } from '@mui/material';

export interface AccessCardProps {
  title: string;
  /** Beside the title (e.g. Add/Remove device). */
  action?: ReactNode;
  children: ReactNode;
}

/** One of the four cards of Access Controls: a titled region. */
export function AccessCard({ title, action, children }: AccessCardProps) {
  const titleId = useId();
  return (
    <Card component="section" aria-labelledby={titleId} sx={{ height: '100%' }}>
      <CardContent>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1.5 }}>
          <Typography id={titleId} component="h2" variant="h6" sx={{ flexGrow: 1 }}>
            {title}
          </Typography>
          {action}
        </Box>
        {children}
      </CardContent>
    </Card>
  );
}
