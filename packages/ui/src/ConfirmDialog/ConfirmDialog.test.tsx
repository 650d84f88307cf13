import '../test/storybookPreview';
import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import * as stories from './ConfirmDialog.stories';

const { Default, Loading, Destructive, WithCustomBody } = composeStories(stories);

describe('ConfirmDialog', () => {
  it('is a dialog named by its title and described by its text', () => {
    render(<Default />);
    const dialog = screen.getByRole('dialog', { name: 'Logout?' });
    expect(dialog).toHaveAccessibleDescription('Are you sure you want to logout?');
  });

  it('calls onConfirm from the confirm button and onCancel from the cancel button', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    render(<Default onConfirm={onConfirm} onCancel={onCancel} />);

    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('cancels on Escape', async () => {
    const user = userEvent.setup();
    const onCancel = vi.fn();
    render(<Default onCancel={onCancel} />);
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('disables both buttons and ignores Escape while loading', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    render(<Loading onConfirm={onConfirm} onCancel={onCancel} />);

    expect(screen.getByRole('button', { name: 'Logout' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(onCancel).not.toHaveBeenCalled();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('paints a destructive confirm button in the error colour', () => {
    render(<Destructive />);
    expect(screen.getByRole('button', { name: 'Delete' })).toHaveClass('MuiButton-colorError');
  });

  it('renders custom children instead of the text', () => {
    render(<WithCustomBody />);
    expect(screen.getByRole('dialog', { name: 'Invite' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Email ID/ })).toBeInTheDocument();
  });

  it('renders nothing when closed', () => {
    render(<Default open={false} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
