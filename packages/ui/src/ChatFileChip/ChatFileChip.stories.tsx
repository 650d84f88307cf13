import type { Meta, StoryObj } from '@storybook/react-vite';
import { ChatFileChip } from './ChatFileChip';

/** A 2x2 PNG as a data URL, so the story needs no server. */
const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGNgYPj/n4GBgYGB4f9/BgAo/wP9E0ZHTAAAAABJRU5ErkJggg==';

const meta = {
  title: 'Chat/ChatFileChip',
  component: ChatFileChip,
  args: { file: { url: PNG, mimetype: 'image/png', originalFileName: 'floor-plan.png' }, previewWidth: 160 },
} satisfies Meta<typeof ChatFileChip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ImagePreview: Story = {};

export const DownloadLink: Story = {
  args: {
    file: { url: '#handover-notes', mimetype: 'application/pdf', originalFileName: 'handover-notes.pdf' },
  },
};

export const SvgIsADownload: Story = {
  args: { file: { url: '#drawing', mimetype: 'image/svg+xml', originalFileName: 'drawing.svg' } },
};

export const Uploading: Story = { args: { progress: 42 } };
