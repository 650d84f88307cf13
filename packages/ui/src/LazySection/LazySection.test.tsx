import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LazySection } from './LazySection';

type Callback = (entries: Array<{ isIntersecting: boolean }>) => void;

/** An IntersectionObserver the test drives: `reveal()` reports the section in view. */
function stubObserver() {
  const observers: Callback[] = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: Callback) {
        observers.push(callback);
      }
      observe() {}
      disconnect() {}
    },
  );
  return { reveal: () => act(() => observers.forEach((notify) => notify([{ isIntersecting: true }]))) };
}

afterEach(() => vi.unstubAllGlobals());

describe('LazySection', () => {
  it('keeps a labelled placeholder of its height until the section nears the viewport', () => {
    const { reveal } = stubObserver();
    render(
      <LazySection label="Company map" minHeight={450}>
        <p>The map</p>
      </LazySection>,
    );
    const placeholder = screen.getByRole('region', { name: 'Loading Company map' });
    expect(placeholder).toHaveAttribute('aria-busy', 'true');
    expect(placeholder).toHaveStyle({ minHeight: '450px' });
    expect(screen.queryByText('The map')).toBeNull();
    reveal();
    expect(screen.getByText('The map')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Loading Company map' })).toBeNull();
  });

  it('renders at once where IntersectionObserver does not exist', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(
      <LazySection label="Charts" minHeight={100}>
        <p>The charts</p>
      </LazySection>,
    );
    expect(screen.getByText('The charts')).toBeInTheDocument();
  });
});
