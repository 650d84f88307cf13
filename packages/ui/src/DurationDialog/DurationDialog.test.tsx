import '../test/storybookPreview';
import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BLOCK_DURATIONS, VALIDATION } from '@drisk/contract';
import * as stories from './DurationDialog.stories';

const { Open, Loading, Interactive } = composeStories(stories);

describe('DurationDialog', () => {
  it('asks for one of the block durations', () => {
    render(<Open />);
    expect(screen.getByRole('dialog', { name: 'Block Pixel 8' })).toBeInTheDocument();
    const group = screen.getByRole('radiogroup', { name: 'Duration' });
    expect(group).toBeInTheDocument();
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual([
      ...BLOCK_DURATIONS,
    ]);
    expect(screen.getAllByRole('radio').every((radio) => !(radio as HTMLInputElement).checked)).toBe(true);
  });

  it('says Select duration and sends nothing when Block is pressed without a choice', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    render(<Open onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: 'Block' }));
    expect(screen.getByRole('alert')).toHaveTextContent(VALIDATION.selectDuration);
    expect(screen.getByRole('radiogroup', { name: 'Duration' })).toHaveAccessibleDescription(
      'Select duration',
    );
    expect(onConfirm).not.toHaveBeenCalled();

    // Choosing a duration clears the message.
    await user.click(screen.getByRole('radio', { name: '30 Minutes' }));
    expect(screen.queryByText(VALIDATION.selectDuration)).not.toBeInTheDocument();
  });

  it('blocks for the chosen duration', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    render(<Open onConfirm={onConfirm} />);
    await user.click(screen.getByRole('radio', { name: '1 Hour' }));
    await user.click(screen.getByRole('button', { name: 'Block' }));
    expect(onConfirm).toHaveBeenCalledExactlyOnceWith('1 Hour');
  });

  it('cancels with Cancel or Escape', async () => {
    const user = userEvent.setup();
    const onCancel = vi.fn();
    render(<Open onCancel={onCancel} />);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(2);
  });

  it('disables both buttons and stays open while loading', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    render(<Loading onConfirm={onConfirm} onCancel={onCancel} />);
    expect(screen.getByRole('button', { name: /Block/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: /Block/ }));
    expect(onCancel).not.toHaveBeenCalled();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('starts without a choice each time it opens', async () => {
    const user = userEvent.setup();
    render(<Interactive />);
    await user.click(screen.getByRole('button', { name: 'Block Pixel 8' }));
    await user.click(screen.getByRole('radio', { name: 'Permanent' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Block Pixel 8' }));
    expect(screen.getByRole('radio', { name: 'Permanent' })).not.toBeChecked();
    await user.click(screen.getByRole('radio', { name: '2 Hours' }));
    await user.click(screen.getByRole('button', { name: 'Block' }));
    expect(await screen.findByText('Blocked for 2 Hours')).toBeInTheDocument();
  });
});
