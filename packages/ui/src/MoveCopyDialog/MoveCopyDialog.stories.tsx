import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { UI_TEXT } from '@drisk/contract';
import { MoveCopyDialog } from './MoveCopyDialog';
import { SAMPLE_ROOT, sampleEntries } from '../FileBrowser/sampleEntries';

const folders = sampleEntries.filter((entry) => entry.type === 'directory');

const meta: Meta<typeof MoveCopyDialog> = {
  title: 'Storage/MoveCopyDialog',
  component: MoveCopyDialog,
  args: {
    open: true,
    rootPath: SAMPLE_ROOT,
    loadFolders: async (path: string) => (path === SAMPLE_ROOT ? folders : []),
    devices: [{ id: 'DRISK-ALPHA', label: 'dRisk-Alpha' }],
    deviceId: 'DRISK-ALPHA',
    onSubmit: fn(async () => {}),
    onClose: fn(),
  },
};

export default meta;
type Story = StoryObj<typeof MoveCopyDialog>;

export const Typical: Story = {};

/** A folder without sub-folders: 'No Data Available'. */
export const NoFolders: Story = { args: { loadFolders: async () => [] } };

export const Loading: Story = { args: { loadFolders: () => new Promise(() => {}) } };

export const LoadFailed: Story = {
  args: { loadFolders: async () => Promise.reject(new Error(UI_TEXT.deviceUnreachable)) },
};

/** Copy to the cloud from the gateway's storage: only Copy. */
export const CopyOnly: Story = { args: { modes: ['copy'], title: 'Copy to cloud' } };
