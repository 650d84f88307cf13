import { within } from '@testing-library/react';

/**
 * What a widget's loading placeholder looks like to a user: its progress bar's name and each skeleton
 * shape's kind and size (class name hashes left out: they follow the theme the test renders with).
 */
export function placeholderOf(container: HTMLElement) {
  const bar = within(container).getByRole('progressbar');
  return {
    name: bar.getAttribute('aria-label'),
    shapes: [...bar.children].map((shape) => ({
      kind: [...shape.classList].filter((name) =>
        /^MuiSkeleton-(circular|rounded|rectangular|text)$/.test(name),
      ),
      style: shape.getAttribute('style'),
    })),
  };
}
