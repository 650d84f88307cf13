import { Box } from '@mui/material';
import ConstructionOutlined from '@mui/icons-material/ConstructionOutlined';
import { UI_TEXT } from '@drisk/contract/client';
import { EmptyState } from '@drisk/ui';
import { ScreenHeader } from '../shell/ScreenHeader';

export interface ComingSoonPageProps {
  /** The screen's title, as the sidebar and the spec name it. */
  title: string;
}

/**
 * Stands in for a screen of a later release: the real header with the connected device, and a plain
 * statement that the screen is not built yet (never sample data dressed up as real).
 */
export function ComingSoonPage({ title }: ComingSoonPageProps) {
  return (
    <Box component="section">
      <ScreenHeader title={title} />
      <EmptyState
        icon={<ConstructionOutlined fontSize="large" />}
        title={UI_TEXT.comingSoon}
        description={`${title} arrives in a coming release of the dashboard; until then the other screens in the menu work as usual.`}
      />
    </Box>
  );
}
