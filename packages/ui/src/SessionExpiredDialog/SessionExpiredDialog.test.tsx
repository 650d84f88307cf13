import '../test/storybookPreview';
import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import * as stories from './SessionExpiredDialog.stories';

const { Open, Closed } = composeStories(stories);

describe('SessionExpiredDialog', () => {
  it("says 'Please login again.' and answers Okay", async () => {
    const user = userEvent.setup();
    const onOkay = vi.fn();
    render(<Open onOkay={onOkay} />);
    const dialog = screen.getByRole('dialog', { name: 'Session Expired' });
    expect(dialog).toHaveTextContent('Please login again.');
    await user.click(screen.getByRole('button', { name: 'Okay' }));
    expect(onOkay).toHaveBeenCalledTimes(1);
  });

  it('treats Escape as Okay, since the session is gone either way', async () => {
    const user = userEvent.setup();
    const onOkay = vi.fn();
    render(<Open onOkay={onOkay} />);
    await user.keyboard('{Escape}');
    expect(onOkay).toHaveBeenCalledTimes(1);
  });

  it('renders nothing while closed', () => {
    render(<Closed />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
