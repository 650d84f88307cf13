import type { ReactNode } from 'react';
import { Box, Paper, Stack, Typography } from '@mui/material';
import ShieldOutlined from '@mui/icons-material/ShieldOutlined';
import { PRODUCT_NAME } from '../shared/companyInfo';

export interface AuthLayoutProps {
  /** Shown above the card instead of the product name, e.g. the Register header with its back link. */
  header?: ReactNode;
  /** Widest the card grows, in px. @default 440 */
  maxWidth?: number;
  children: ReactNode;
}

/** The signed-out screens: one centred card on a tinted background, edge to edge on a phone. */
export function AuthLayout({ header, maxWidth = 440, children }: AuthLayoutProps) {
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: { xs: 'stretch', sm: 'center' },
        justifyContent: 'center',
        bgcolor: (theme) => (theme.palette.mode === 'light' ? 'grey.100' : 'background.default'),
        p: { xs: 0, sm: 3 },
      }}
    >
      <Paper
        elevation={0}
        sx={{
          width: '100%',
          maxWidth: { sm: maxWidth },
          p: { xs: 2.5, sm: 4 },
          borderRadius: { xs: 0, sm: 3 },
          border: { sm: 1 },
          borderColor: { sm: 'divider' },
        }}
      >
        {header ?? (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 3 }}>
            <ShieldOutlined color="primary" fontSize="large" aria-hidden />
            {/* Medium, the weight the page's buttons already load: a bold wordmark alone fetched a third font
                file (23 kB) on the sign-in page. */}
            <Typography variant="h4" component="p" color="primary" sx={{ fontWeight: 'fontWeightMedium' }}>
              {PRODUCT_NAME}
            </Typography>
          </Stack>
        )}
        {children}
      </Paper>
    </Box>
  );
}
