import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { spinnerAtOnce } from '../test/spinnerAtOnce';
import { UI_TEXT } from '@drisk/contract';
import { FileBrowser } from './FileBrowser';
import { SAMPLE_ROOT, manyEntries, sampleEntries } from './sampleEntries';

const folders = sampleEntries.filter((entry) => entry.type === 'directory');
const hundredThousand = manyEntries(100_000);

// Annotated (not `satisfies`) so portable stories take the component's props, not the mocks' types.
const meta: Meta<typeof FileBrowser> = {
  title: 'Storage/FileBrowser',
  component: FileBrowser,
  args: {
    entries: sampleEntries,
    breadcrumbs: [{ label: 'DRISK-ALPHA', path: SAMPLE_ROOT }],
    onNavigate: fn(),
    onCreateFolder: fn(async () => {}),
    onRename: fn(async () => {}),
    onDelete: fn(async () => {}),
    onDownload: fn(),
    onUpload: fn(),
    moveCopy: {
      rootPath: SAMPLE_ROOT,
      loadFolders: async (path: string) => (path === SAMPLE_ROOT ? folders : []),
      devices: [{ id: 'DRISK-ALPHA', label: 'dRisk-Alpha' }],
      deviceId: 'DRISK-ALPHA',
      onTransfer: fn(async () => {}),
    },
  },
};

export default meta;
type Story = StoryObj<typeof FileBrowser>;

export const Typical: Story = {};

/** A sub-folder: the breadcrumbs lead back to the root. */
export const InSubFolder: Story = {
  args: {
    breadcrumbs: [
      { label: 'DRISK-ALPHA', path: SAMPLE_ROOT },
      { label: 'Documents', path: `${SAMPLE_ROOT}/Documents` },
      { label: '2026', path: `${SAMPLE_ROOT}/Documents/2026` },
    ],
  },
};

export const Grid: Story = { args: { defaultView: 'grid' } };

export const Empty: Story = { args: { entries: [] } };

/** The spinner shown at once (its one-second delay set to 0 through the theme), so every run draws it. */
export const Loading: Story = {
  args: { entries: undefined, loading: true },
  decorators: [spinnerAtOnce],
};

export const LoadFailed: Story = {
  args: { entries: undefined, error: 'This file or folder no longer exists', onRetry: fn() },
};

/** The gateway cannot be reached (spec 3 §8). */
export const OfflineGateway: Story = {
  args: { entries: undefined, error: UI_TEXT.deviceUnreachable, onRetry: fn() },
};

/** 100,000 entries: only the rows in view are rendered. */
export const HundredThousandEntries: Story = { args: { entries: hundredThousand } };

export const Uploading: Story = {
  args: {
    onCancelUpload: fn(),
    onRetryUpload: fn(),
    uploads: [
      { id: '1', name: 'holiday.mov', loaded: 73_400_320, total: 209_715_200, status: 'uploading' },
      { id: '2', name: 'notes.txt', loaded: 812, total: 812, status: 'done' },
      {
        id: '3',
        name: 'backup.zip',
        loaded: 1_000_000,
        total: 5_000_000,
        status: 'failed',
        error: 'Not enough storage space for these files. Free some space or upgrade your plan.',
      },
    ],
  },
};

/** With an external drive, files offer 'Copy to external drive'. */
export const WithExternalDrive: Story = {
  args: { drives: [{ id: 'usb1', label: 'USB Drive (sda1)' }], onCopyToDrive: fn(async () => {}) },
};

/** A Guest: browse and download only. */
export const ReadOnly: Story = {
  args: {
    onCreateFolder: undefined,
    onRename: undefined,
    onDelete: undefined,
    onUpload: undefined,
    moveCopy: undefined,
  },
};
