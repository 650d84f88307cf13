import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useValueInNextTask } from './useValueInNextTask';

function Both({ value }: { value: string }) {
  const later = useValueInNextTask(value);
  return (
    <>
      <p data-testid="now">{value}</p>
      <p data-testid="later">{later}</p>
    </>
  );
}

const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 20)));

describe('useValueInNextTask', () => {
  it('has the first value at once', () => {
    render(<Both value="loading" />);
    expect(screen.getByTestId('later')).toHaveTextContent('loading');
  });

  it('takes a new value over in a later commit than the render that brings it', async () => {
    const { rerender } = render(<Both value="loading" />);
    await settle();
    act(() => rerender(<Both value="10 devices" />));
    // Committed: the part that reads the value now has it, the other still shows the old one.
    expect(screen.getByTestId('now')).toHaveTextContent('10 devices');
    expect(screen.getByTestId('later')).toHaveTextContent('loading');
    await settle();
    expect(screen.getByTestId('later')).toHaveTextContent('10 devices');
  });

  it('ends with the last of values that change faster than it takes them over', async () => {
    const { rerender } = render(<Both value="a" />);
    act(() => rerender(<Both value="b" />));
    act(() => rerender(<Both value="c" />));
    await settle();
    expect(screen.getByTestId('later')).toHaveTextContent('c');
  });
});
