import '../test/storybookPreview';
import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from './EmptyState.stories';

const { TitleOnly, WithDescription, WithAction } = composeStories(stories);

describe('EmptyState', () => {
  it('renders the title', () => {
    render(<TitleOnly />);
    expect(screen.getByText('No notifications.')).toBeVisible();
  });

  it('renders the description under the title and hides the icon from screen readers', () => {
    const { container } = render(<WithDescription />);
    expect(
      screen.getByText('Invitations and alerts from your devices will appear here.'),
    ).toBeInTheDocument();
    expect(container.querySelector('svg')?.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('renders the action', () => {
    render(<WithAction />);
    expect(screen.getByText('No device connected')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Switch Device' })).toBeInTheDocument();
  });

  it('forwards className and sx to the root', () => {
    render(<TitleOnly className="alerts-empty" sx={{ py: 9 }} />);
    expect(screen.getByText('No notifications.').parentElement).toHaveClass('alerts-empty');
  });
});
