import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useReadyAfterMount } from './useReadyAfterMount';

function Probe() {
  return <p>{useReadyAfterMount() ? 'ready' : 'first commit'}</p>;
}

describe('useReadyAfterMount', () => {
  it('is false in the first commit and true after the next task', async () => {
    render(<Probe />);
    expect(screen.getByText('first commit')).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(await screen.findByText('ready')).toBeInTheDocument();
  });

  it('stays false once unmounted before the next task (no update after unmount)', async () => {
    const { unmount } = render(<Probe />);
    unmount();
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(screen.queryByText('ready')).not.toBeInTheDocument();
  });
});
