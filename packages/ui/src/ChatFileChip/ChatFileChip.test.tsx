import '../test/storybookPreview';
import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { WIDGET_TEXT_DE } from '@drisk/contract/i18n/de';
import { loadLanguage } from '../language';
import * as stories from './ChatFileChip.stories';

const { ImagePreview, DownloadLink, SvgIsADownload, Uploading } = composeStories(stories);

describe('ChatFileChip', () => {
  it('previews an image with its name as the text alternative', () => {
    render(<ImagePreview />);
    expect(screen.getByRole('img', { name: 'floor-plan.png' })).toBeInTheDocument();
  });

  it('links other files for download under their original name', () => {
    render(<DownloadLink />);
    const link = screen.getByRole('link', { name: 'handover-notes.pdf' });
    expect(link).toHaveAttribute('download', 'handover-notes.pdf');
    expect(link).toHaveAttribute('href', '#handover-notes');
  });

  it('never previews SVG (it could run script)', () => {
    render(<SvgIsADownload />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByRole('link', { name: 'drawing.svg' })).toBeInTheDocument();
  });

  it('shows upload progress instead of the preview while sending', () => {
    render(<Uploading />);
    expect(screen.getByRole('progressbar', { name: 'Uploading floor-plan.png' })).toHaveAttribute(
      'aria-valuenow',
      '42',
    );
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('uses src, when given, instead of the url', () => {
    render(<ImagePreview src="blob:preview" />);
    expect(screen.getByRole('img')).toHaveAttribute('src', 'blob:preview');
  });
});

describe('ChatFileChip in German', () => {
  const German = composeStories(stories, { initialGlobals: { language: 'de' } });
  beforeAll(() => loadLanguage('de'));

  it('names the upload progress in German', () => {
    render(<German.Uploading />);
    const name = stories.default.args!.file!.originalFileName;
    expect(screen.getByRole('progressbar', { name: WIDGET_TEXT_DE.uploadingFile(name) })).toBeInTheDocument();
  });
});
