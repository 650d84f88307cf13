import { Link as RouterLink, useLocation } from 'react-router';
import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import SecurityIcon from '@mui/icons-material/Security';
import { ABOUT_TEXT, screenPath } from '@drisk/contract/client';
import { useText } from '@drisk/ui';
import { COMPANY_WEBSITE_URL, PRODUCT_NAME, copyrightLine } from '../shared/companyInfo';
import type { AboutUsState } from './aboutUsState';
import { NewTabLink } from './NewTabLink';

/** Reads the version More put into the navigation state; anything else counts as absent. */
function versionFrom(state: unknown): string | undefined {
  const version = (state as AboutUsState | null)?.version;
  return typeof version === 'string' && version ? version : undefined;
}

/** About Us (/dashboard/aboutUs): logo, product name, version, copyright and the company website. */
export function AboutUsPage() {
  const location = useLocation();
  const version = versionFrom(location.state);
  const text = useText(ABOUT_TEXT);

  return (
    <Box component="section">
      <Button component={RouterLink} to={screenPath('more')} startIcon={<ArrowBackIcon />} sx={{ mb: 2 }}>
        {text.back}
      </Button>
      <Card sx={{ maxWidth: 480, mx: 'auto' }}>
        <CardContent>
          <Stack spacing={1.5} sx={{ alignItems: 'center', py: 2, textAlign: 'center' }}>
            <SecurityIcon titleAccess={text.logo(PRODUCT_NAME)} color="primary" sx={{ fontSize: 80 }} />
            <Typography variant="h4" component="h1">
              {PRODUCT_NAME}
            </Typography>
            <Typography color="text.secondary">{text.version(version ?? '-')}</Typography>
            <Typography variant="body2">{copyrightLine(new Date())}</Typography>
            <NewTabLink href={COMPANY_WEBSITE_URL}>{text.visitWebsite}</NewTabLink>
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
}
