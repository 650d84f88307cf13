import { lazy } from 'react';
import Typography from '@mui/material/Typography';
import { spinnerAtOnce } from '../test/spinnerAtOnce';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { LazySection } from './LazySection';

const meta = {
  title: 'Layout/LazySection',
  component: LazySection,
  args: { label: 'Company map', minHeight: 200, children: null },
} satisfies Meta<typeof LazySection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In view: the section renders at once. */
export const InView: Story = {
  args: { children: <Typography>The section's content</Typography> },
};

/**
 * A lazy section still loading: the reserved space and its spinner (which waits a second in an app; shown at
 * once here through the theme, so every run draws the same picture).
 */
const NeverLoads = lazy(() => new Promise<{ default: () => null }>(() => {}));
export const Loading: Story = {
  args: { children: <NeverLoads /> },
  decorators: [spinnerAtOnce],
};

/** Far below the fold: the placeholder keeps its height until the reader scrolls to it. */
export const BelowTheFold: Story = {
  args: { children: <Typography>Loaded once scrolled to</Typography> },
  decorators: [
    (Story) => (
      <div>
        <Typography sx={{ height: '200vh' }}>Scroll down</Typography>
        <Story />
      </div>
    ),
  ],
};
