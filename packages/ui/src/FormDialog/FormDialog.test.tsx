import '../test/storybookPreview';
import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SERVER } from '@drisk/contract';
import * as stories from './FormDialog.stories';

const { Default, Loading, WithServerError, LongContentOnPhone, Interactive } = composeStories(stories);

describe('FormDialog', () => {
  it('is a dialog named by its title, holding its fields, Cancel and Submit', () => {
    render(<Default />);
    const dialog = screen.getByRole('dialog', { name: 'Change Password' });
    expect(dialog).toContainElement(screen.getByLabelText(/^Old Password/));
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Submit' })).not.toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('calls onSubmit from the submit button and from Enter in a field, with the default prevented', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<Default onSubmit={onSubmit} />);

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect((onSubmit.mock.calls[0][0] as Event).defaultPrevented).toBe(true);

    await user.type(screen.getByLabelText(/^Old Password/), 'secret{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });

  it('closes from Cancel and from Escape', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<Default onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('while loading marks Submit busy, disables both buttons and refuses to close or submit', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    const onSubmit = vi.fn();
    render(<Loading onClose={onClose} onSubmit={onSubmit} />);

    const submit = screen.getByRole('button', { name: 'Submit' });
    expect(submit).toBeDisabled();
    expect(submit).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();

    await user.keyboard('{Escape}');
    await user.type(screen.getByLabelText(/^Old Password/), 'secret{Enter}');
    expect(onClose).not.toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows the server message as an error alert inside the dialog', () => {
    render(<WithServerError />);
    const dialog = screen.getByRole('dialog', { name: 'Change Password' });
    expect(dialog).toContainElement(screen.getByRole('alert'));
    expect(screen.getByRole('alert')).toHaveTextContent(SERVER.oldPasswordWrong);
  });

  it('keeps every field and the buttons of a long form', () => {
    render(<LongContentOnPhone />);
    expect(screen.getByRole('dialog', { name: 'Edit Details' })).toBeInTheDocument();
    expect(screen.getAllByRole('textbox')).toHaveLength(8);
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
  });

  it('disables Submit on request without marking it busy', () => {
    render(<Default submitDisabled />);
    const submit = screen.getByRole('button', { name: 'Submit' });
    expect(submit).toBeDisabled();
    expect(submit).not.toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeEnabled();
  });

  it('renders nothing when closed', () => {
    render(<Default open={false} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens, runs the request with the dialog kept open, then closes', async () => {
    const user = userEvent.setup();
    render(<Interactive />);
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    expect(screen.getByRole('button', { name: 'Submit' })).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 3000 });
    expect(screen.getByText('Sent 1 times')).toBeInTheDocument();
  });
});
