import '../test/storybookPreview';
import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import * as stories from './LoadError.stories';

const { WithRetry, WithoutRetry } = composeStories(stories);

describe('LoadError', () => {
  it('shows the message as an alert and fetches again on Retry', async () => {
    const user = userEvent.setup();
    render(<WithRetry />);
    expect(screen.getByRole('alert')).toHaveTextContent('Unable to reach the server');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(WithRetry.args.onRetry).toHaveBeenCalledTimes(1);
  });

  it('has no Retry button when nothing can be fetched again', () => {
    render(<WithoutRetry />);
    expect(screen.getByRole('alert')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
