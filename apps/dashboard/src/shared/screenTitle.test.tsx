import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { SCREEN_TEXT } from '@drisk/contract/client';
import { documentTitleOf } from './documentTitle';
import { screenTitleOf } from './screenTitle';
import { useDocumentTitle } from './useDocumentTitle';

describe('screenTitleOf', () => {
  const { titles } = SCREEN_TEXT;

  it("is the deepest matched route's screen title, or the title its handle gives", () => {
    expect(screenTitleOf([undefined, { screen: 'home', title: 'x' }], titles)).toBe(titles.home);
    expect(screenTitleOf([{ screen: 'home' }, { title: 'Not found' }], titles)).toBe('Not found');
  });

  it('is undefined where no matched route names one', () => {
    expect(screenTitleOf([], titles)).toBeUndefined();
    expect(screenTitleOf([undefined, {}], titles)).toBeUndefined();
  });
});

describe('useDocumentTitle', () => {
  function Titled({ title }: { title: string }) {
    useDocumentTitle(title);
    return null;
  }

  it("names the screen in the tab, and leaves a title that is already the screen's as it is", () => {
    const writes: string[] = [];
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'title')!;
    Object.defineProperty(document, 'title', {
      configurable: true,
      get: () => descriptor.get!.call(document) as string,
      set: (value: string) => {
        writes.push(value);
        descriptor.set!.call(document, value);
      },
    });
    try {
      const { rerender } = render(<Titled title="Home" />);
      expect(document.title).toBe(documentTitleOf('Home'));
      rerender(<Titled title="Alerts" />);
      expect(document.title).toBe(documentTitleOf('Alerts'));
      expect(writes).toEqual([documentTitleOf('Home'), documentTitleOf('Alerts')]);
      // As on a prerendered page, whose <title> the build wrote: mounted again, nothing is written.
      render(<Titled title="Alerts" />);
      expect(writes).toHaveLength(2);
    } finally {
      delete (document as { title?: string }).title;
    }
  });
});
