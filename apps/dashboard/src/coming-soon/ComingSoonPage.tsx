import { Box } from '@mui/material';
import ConstructionOutlined from '@mui/icons-material/ConstructionOutlined';
import { COMING_SOON_TEXT, UI_TEXT } from '@drisk/contract/client';
import { EmptyState, useText } from '@drisk/ui';
import { ScreenHeader } from '../shared/ScreenHeader';
import { useScreenTitle } from '../shared/useScreenTitle';

/**
 * Stands in for a screen of a later release (its registry entry's page): the real header with the screen's
 * title and the connected device, and a plain statement that the screen is not built yet (never sample data
 * dressed up as real).
 */
export function ComingSoonPage() {
  const title = useScreenTitle();
  const ui = useText(UI_TEXT);
  const text = useText(COMING_SOON_TEXT);
  return (
    <Box component="section">
      <ScreenHeader />
      <EmptyState
        icon={<ConstructionOutlined fontSize="large" />}
        title={ui.comingSoon}
        description={text.description(title)}
      />
    </Box>
  );
}
