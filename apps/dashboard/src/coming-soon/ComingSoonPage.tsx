import { Box } from '@mui/material';
import ConstructionOutlined from '@mui/icons-material/ConstructionOutlined';
import { UI_TEXT } from '@drisk/contract/client';
import { EmptyState } from '@drisk/ui';
import { ScreenHeader } from '../shared/ScreenHeader';
import { useScreenTitle } from '../shared/useScreenTitle';

/**
 * Stands in for a screen of a later release (its registry entry's page): the real header with the screen's
 * title and the connected device, and a plain statement that the screen is not built yet (never sample data
 * dressed up as real).
 */
export function ComingSoonPage() {
  const title = useScreenTitle();
  return (
    <Box component="section">
      <ScreenHeader />
      <EmptyState
        icon={<ConstructionOutlined fontSize="large" />}
        title={UI_TEXT.comingSoon}
        description={`${title} arrives in a coming release of the dashboard; until then the other screens in the menu work as usual.`}
      />
    </Box>
  );
}
