import '../test/storybookPreview';
import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import * as stories from './UpdatePrompt.stories';

const { Available, UpToDate } = composeStories(stories);

describe('UpdatePrompt', () => {
  it("says 'A new version is available' and reloads on request", async () => {
    const user = userEvent.setup();
    const onReload = vi.fn();
    render(<Available onReload={onReload} />);
    expect(screen.getByRole('alert')).toHaveTextContent('A new version is available');
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    expect(onReload).toHaveBeenCalledTimes(1);
  });

  it('shows nothing while the app is up to date', () => {
    render(<UpToDate />);
    expect(screen.queryByText('A new version is available')).not.toBeInTheDocument();
  });
});
