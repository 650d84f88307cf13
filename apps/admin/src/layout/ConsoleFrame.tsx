import type { ReactNode } from 'react';
import { AppBar, Box, Button, Toolbar, Typography } from '@mui/material';
import ArrowBackOutlined from '@mui/icons-material/ArrowBackOutlined';
import { ADMIN_TEXT, screenPaths } from '@drisk/contract/client';

/**
 * The console's frame: the bar with its title and the way back to the dashboard, over `children`. The same
 * in the prerendered page, while the console starts and once it runs, so the bar never moves. The way back
 * is a link (the dashboard is another app, so a full navigation), which works before any script has run.
 */
export function ConsoleFrame({ children }: { children?: ReactNode }) {
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default', overflowX: 'hidden' }}>
      <AppBar position="static" color="primary" elevation={0}>
        <Toolbar sx={{ gap: 1 }}>
          <Typography component="h1" variant="h6" sx={{ flexGrow: 1 }} noWrap>
            {ADMIN_TEXT.consoleTitle}
          </Typography>
          <Button color="inherit" href={screenPaths.home} startIcon={<ArrowBackOutlined />}>
            {ADMIN_TEXT.backToDashboard}
          </Button>
        </Toolbar>
      </AppBar>
      {children}
    </Box>
  );
}
