import '../test/storybookPreview';
import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import * as stories from './MessageDialog.stories';

const { SuccessMessage, ErrorMessage, CustomButton } = composeStories(stories);

describe('MessageDialog', () => {
  it('shows the title as the dialog name and the message as its description', () => {
    render(<ErrorMessage />);
    expect(screen.getByRole('dialog', { name: 'Error' })).toHaveAccessibleDescription(
      'Email Address or mobile number already exists!',
    );
  });

  it('closes with the Ok button, which has the focus', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<SuccessMessage onClose={onClose} />);
    const ok = screen.getByRole('button', { name: 'Ok' });
    expect(ok).toHaveFocus();
    await user.click(ok);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('uses a custom button label', () => {
    render(<CustomButton />);
    expect(screen.getByRole('dialog', { name: 'Success!' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });
});
