import { afterEach, describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { CacheProvider, Global } from '@emotion/react';
import { adoptPrerenderedStyles } from './adoptPrerenderedStyles';
import { prerenderedStyleTag } from './capturedStyles';

afterEach(() => {
  document.head.innerHTML = '';
});

/** The head as the build's page has it once the app's captured styles are in. */
function prerenderedHead() {
  document.head.innerHTML =
    '<meta charset="utf-8">' +
    prerenderedStyleTag(['a1', 'b2'], '.css-a1{color:red;}.css-b2{color:blue;}') +
    prerenderedStyleTag(['c3'], '.css-c3{margin:0;}') +
    '<link rel="icon" href="/favicon.svg">';
  return [...document.head.children];
}

describe('adoptPrerenderedStyles', () => {
  it('counts the styles of the page’s tags as inserted, and leaves the tags where they are', () => {
    const before = prerenderedHead();
    const cache = adoptPrerenderedStyles();
    expect(cache.inserted).toMatchObject({ a1: true, b2: true, c3: true });
    expect([...document.head.children]).toEqual(before);
  });

  it('inserts the styles it compiles after the page’s, and global styles before them', () => {
    const [, first, last, icon] = prerenderedHead();
    const cache = adoptPrerenderedStyles();
    cache.sheet.insert('.css-d4{padding:0;}');
    const inserted = last.nextElementSibling;
    expect(inserted).toHaveAttribute('data-emotion', 'css');
    expect(inserted?.nextElementSibling).toBe(icon);
    render(
      <CacheProvider value={cache}>
        <Global styles={{ body: { margin: 0 } }} />
      </CacheProvider>,
    );
    expect(first.previousElementSibling).toHaveAttribute('data-emotion', 'css-global');
  });

  it('adopts nothing from a page without prerendered styles', () => {
    document.head.innerHTML = '<meta charset="utf-8">';
    const cache = adoptPrerenderedStyles();
    expect(Object.keys(cache.inserted)).toEqual([]);
    expect(cache.sheet.tags).toEqual([]);
  });
});
