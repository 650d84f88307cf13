import { afterEach, describe, expect, it } from 'vitest';
import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { render, screen } from '@testing-library/react';
import { HydratedSubmitButton } from './HydratedSubmitButton';

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

/** A form whose page counts its own renders, as the sign-in page would re-render around the button. */
function Form({ renders, disabled }: { renders: string[]; disabled?: boolean }) {
  renders.push('form');
  return (
    <form>
      <input aria-label="Email" readOnly value="" />
      <HydratedSubmitButton disabled={disabled}>Sign In</HydratedSubmitButton>
    </form>
  );
}

describe('HydratedSubmitButton', () => {
  it('is disabled in the prerendered markup and enabled once hydrated, without re-rendering the form', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Form renders={[]} />);
    document.body.append(container);
    const button = screen.getByRole('button', { name: 'Sign In' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('type', 'submit');

    const renders: string[] = [];
    await act(async () => {
      root = hydrateRoot(container, <Form renders={renders} />);
    });
    // The same element, now React's and enabled; the form rendered once (its hydration), not again after it.
    expect(screen.getByRole('button', { name: 'Sign In' })).toBe(button);
    expect(button).toBeEnabled();
    expect(renders).toEqual(['form']);
  });

  it('is enabled at once in a render that is not a hydration, and stays disabled when its form says so', () => {
    const { rerender } = render(<Form renders={[]} />);
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
    rerender(<Form renders={[]} disabled />);
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeDisabled();
  });
});
