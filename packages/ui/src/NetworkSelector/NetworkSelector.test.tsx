import '../test/storybookPreview';
import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import * as stories from './NetworkSelector.stories';

const { AllNetworks, Cellular, Disabled, Interactive } = composeStories(stories);

describe('NetworkSelector', () => {
  it('offers AllNetworks, LAN and Cellular and reports the one picked', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<AllNetworks onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: 'Network' });
    expect(select).toHaveTextContent('AllNetworks');

    await user.click(select);
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'AllNetworks',
      'LAN',
      'Cellular',
    ]);
    await user.click(screen.getByRole('option', { name: 'LAN' }));
    expect(onChange).toHaveBeenCalledExactlyOnceWith('LAN');
  });

  it('shows the chosen network', () => {
    render(<Cellular />);
    expect(screen.getByRole('combobox', { name: 'Network' })).toHaveTextContent('Cellular');
  });

  it('can be disabled and forwards className', () => {
    const { container } = render(<Disabled className="home-network" />);
    expect(screen.getByRole('combobox', { name: 'Network' })).toHaveAttribute('aria-disabled', 'true');
    expect(container.querySelector('.home-network')).toBeInTheDocument();
  });

  it('keeps the choice in the interactive story', async () => {
    const user = userEvent.setup();
    render(<Interactive />);
    await user.click(screen.getByRole('combobox', { name: 'Network' }));
    await user.click(screen.getByRole('option', { name: 'Cellular' }));
    expect(screen.getByRole('combobox', { name: 'Network' })).toHaveTextContent('Cellular');
  });
});
