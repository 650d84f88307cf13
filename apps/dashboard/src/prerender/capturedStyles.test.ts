import { describe, expect, it } from 'vitest';
import { capturedStyleTags, styleNameOf, stylesOfRules } from './capturedStyles';

describe('styleNameOf', () => {
  it('names the style a rule belongs to, wherever its class is', () => {
    expect(styleNameOf('.css-1k7fo1h{display:flex;}')).toBe('1k7fo1h');
    expect(styleNameOf('.css-11kn25s .MuiDrawer-paper{width:260px;}')).toBe('11kn25s');
    expect(styleNameOf('@media (min-width:600px){.css-ab12{padding:24px;}}')).toBe('ab12');
    expect(styleNameOf('.css-ab12:hover{color:red;}')).toBe('ab12');
  });

  it('names a keyframes as Emotion registers it, and no style for a global rule', () => {
    expect(styleNameOf('@keyframes animation-c7515d{0%{opacity:1;}}')).toBe('animation-c7515d');
    expect(styleNameOf('body{margin:0;}')).toBeNull();
  });
});

describe('stylesOfRules', () => {
  it('groups rules by style in the order each style first came, each rule once', () => {
    expect(
      stylesOfRules([
        '.css-a1{color:red;}',
        '.css-b2{color:blue;}',
        '@media (min-width:600px){.css-a1{color:green;}}',
        '.css-a1{color:red;}',
      ]),
    ).toEqual([
      { name: 'a1', rules: ['.css-a1{color:red;}', '@media (min-width:600px){.css-a1{color:green;}}'] },
      { name: 'b2', rules: ['.css-b2{color:blue;}'] },
    ]);
  });

  it('keeps a rule that names no style with the style inserted before it, and refuses one that comes first', () => {
    const font = '@font-face{font-family:Gauge;src:url(/gauge.woff2);}';
    expect(stylesOfRules(['.css-a1{font-family:Gauge;}', font, '.css-b2{color:blue;}'])).toEqual([
      { name: 'a1', rules: ['.css-a1{font-family:Gauge;}', font] },
      { name: 'b2', rules: ['.css-b2{color:blue;}'] },
    ]);
    expect(() => stylesOfRules([font])).toThrow('a rule of no style comes first');
  });
});

describe('capturedStyleTags', () => {
  const styles = [
    { name: 'a1', rules: ['.css-a1{color:red;}'] },
    { name: 'b2', rules: ['.css-b2{color:blue;}', '.css-b2:hover{color:navy;}'] },
  ];

  it("registers every style with Emotion's cache by name, in order", () => {
    expect(capturedStyleTags(styles, new Set())).toBe(
      '<style data-prerendered-styles="a1 b2">.css-a1{color:red;}.css-b2{color:blue;}.css-b2:hover{color:navy;}</style>',
    );
  });

  it('leaves out what the page already has, and writes nothing when that is everything', () => {
    expect(capturedStyleTags(styles, new Set(['a1']))).toBe(
      '<style data-prerendered-styles="b2">.css-b2{color:blue;}.css-b2:hover{color:navy;}</style>',
    );
    expect(capturedStyleTags(styles, new Set(['a1', 'b2']))).toBe('');
  });

  it('starts another tag where one would grow past the limit, never splitting a style', () => {
    const tags = capturedStyleTags(styles, new Set(), 40);
    expect(tags).toBe(
      '<style data-prerendered-styles="a1">.css-a1{color:red;}</style>' +
        '<style data-prerendered-styles="b2">.css-b2{color:blue;}.css-b2:hover{color:navy;}</style>',
    );
  });

  it('refuses a name that could leave its attribute', () => {
    expect(() => capturedStyleTags([{ name: 'a1" onload="x', rules: ['.css-a1{}'] }], new Set())).toThrow(
      "not a style's name",
    );
  });

  it('cannot end its tag early', () => {
    const tag = capturedStyleTags(
      [{ name: 'c3', rules: ['.css-c3::after{content:"</style><b>";}'] }],
      new Set(),
    );
    expect(tag.match(/<\/style/g)).toHaveLength(1);
    expect(tag).toContain('content:"\\3c /style><b>"');
  });
});
