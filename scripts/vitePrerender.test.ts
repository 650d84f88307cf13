import { describe, expect, it } from 'vitest';
import {
  chunkClosure,
  deferAppScripts,
  fillTemplate,
  inlineSmallStylesheets,
  INLINED_STYLESHEET_LIMIT,
} from './vitePrerender';

const PAGE = `<!doctype html>
<html>
  <head>
    <title>dRisk</title>
    <script type="module" crossorigin src="/assets/index-a1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/runtime-b2.js">
    <link rel="stylesheet" crossorigin href="/assets/index-c3.css">
  </head>
  <body><div id="root"><main>Sign In</main></div></body>
</html>`;

describe('fillTemplate', () => {
  const TEMPLATE = PAGE.replace('<main>Sign In</main>', '');
  const rendered = { html: '<main>Home</main>', styleTags: '<style>main{}</style>' };

  it('puts the markup into #root with its attributes, its styles into the head and its title', () => {
    const html = fillTemplate(
      TEMPLATE,
      { ...rendered, title: 'Home · dRisk' },
      { 'data-prerendered': 'skeleton', 'data-prerendered-url': '/dashboard/home?a=1&b="2"' },
    );
    expect(html).toContain(
      '<div id="root" data-prerendered="skeleton" data-prerendered-url="/dashboard/home?a=1&amp;b=&quot;2&quot;"><main>Home</main></div>',
    );
    expect(html).toContain('<style>main{}</style></head>');
    expect(html).toContain('<title>Home · dRisk</title>');
    expect(html).not.toContain('<title>dRisk</title>');
  });

  it("keeps the template's title for a page that names no screen, and writes a title as text", () => {
    expect(fillTemplate(TEMPLATE, rendered, {})).toContain('<title>dRisk</title>');
    expect(fillTemplate(TEMPLATE, { ...rendered, title: 'A < B & C' }, {})).toContain(
      '<title>A &lt; B &amp; C</title>',
    );
  });

  it('refuses markup holding a script, and a template without #root', () => {
    expect(() => fillTemplate(TEMPLATE, { ...rendered, html: '<script>x()</script>' }, {})).toThrow(
      /must not hold a <script>/,
    );
    expect(() => fillTemplate('<html></html>', rendered, {})).toThrow(/no <div id="root">/);
  });
});

describe('deferAppScripts', () => {
  it('holds the entry and its preloads in an inert template, started by the deferred start script', () => {
    const html = deferAppScripts(PAGE, '/assets/start-d4.js');
    // Nothing the parser would fetch at once is left outside the template.
    const outside = html.replace(/<template[\s\S]*?<\/template>/, '');
    expect(outside).not.toMatch(/type="module"|modulepreload/);
    expect(html).toContain(
      '<template data-app-scripts><script type="module" crossorigin src="/assets/index-a1.js"></script>' +
        '<link rel="modulepreload" crossorigin href="/assets/runtime-b2.js"></template>' +
        '<script defer src="/assets/start-d4.js"></script></head>',
    );
    // The page itself and its stylesheet are left as they were.
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-c3.css">');
    expect(html).toContain('<div id="root"><main>Sign In</main></div>');
  });

  it("adds the page's chunks to the template as module preloads, once each and none the entry already has", () => {
    const html = deferAppScripts(PAGE, '/assets/start-d4.js', [
      '/assets/SignInPage-e5.js',
      '/assets/runtime-b2.js',
      '/assets/TextField-f6.js',
      '/assets/SignInPage-e5.js',
    ]);
    const template = /<template data-app-scripts>([\s\S]*?)<\/template>/.exec(html)?.[1] ?? '';
    expect(template.match(/<[a-z]+ [^>]*>/g)).toEqual([
      '<script type="module" crossorigin src="/assets/index-a1.js">',
      '<link rel="modulepreload" crossorigin href="/assets/runtime-b2.js">',
      '<link rel="modulepreload" crossorigin href="/assets/SignInPage-e5.js">',
      '<link rel="modulepreload" crossorigin href="/assets/TextField-f6.js">',
    ]);
    expect(html.replace(/<template[\s\S]*?<\/template>/, '')).not.toContain('modulepreload');
  });

  it("puts the app's styles into the template ahead of its scripts, out of the first paint's way", () => {
    const style = '<style data-prerendered-styles="x1">.css-x1{color:red;}</style>';
    const html = deferAppScripts(PAGE, '/assets/start-d4.js', [], style);
    expect(html).toContain(`<template data-app-scripts>${style}<script type="module"`);
    expect(html.replace(/<template[\s\S]*?<\/template>/, '')).not.toContain('data-prerendered-styles');
  });

  it('refuses a page without the module script, which would never start', () => {
    expect(() => deferAppScripts('<html><head></head></html>', '/start.js')).toThrow(
      'index.html has no module script',
    );
  });
});

describe('inlineSmallStylesheets', () => {
  it('writes a small stylesheet into the page and leaves a large one linked', async () => {
    const large = `/assets/large.css`;
    const page = `${PAGE.replace('</head>', `<link rel="stylesheet" href="${large}"></head>`)}`;
    const files: Record<string, string> = {
      '/assets/index-c3.css': '@font-face{font-family:Roboto}',
      [large]: `a{color:red}`.repeat(INLINED_STYLESHEET_LIMIT),
    };
    const html = await inlineSmallStylesheets(page, async (href) => files[href]);
    expect(html).toContain('<style>@font-face{font-family:Roboto}</style>');
    expect(html).not.toContain('index-c3.css');
    expect(html).toContain(`<link rel="stylesheet" href="${large}">`);
  });

  it('cannot be closed early by the text of the stylesheet', async () => {
    const html = await inlineSmallStylesheets(PAGE, async () => 'a::after{content:"</style><b>"}');
    expect(html).toContain('<style>a::after{content:"<\\/style><b>"}</style>');
  });
});

describe('chunkClosure', () => {
  const chunks = [
    {
      fileName: 'assets/index-a1.js',
      facadeModuleId: '/app/src/main.tsx',
      moduleIds: ['/app/src/main.tsx'],
      imports: [],
    },
    {
      fileName: 'assets/SignInPage-e5.js',
      facadeModuleId: '/app/src/auth/SignInPage.tsx',
      moduleIds: ['/app/src/auth/SignInPage.tsx'],
      imports: ['assets/index-a1.js', 'assets/TextField-f6.js'],
    },
    {
      fileName: 'assets/TextField-f6.js',
      facadeModuleId: null,
      moduleIds: ['/mui/TextField.js'],
      imports: ['assets/Popper-g7.js', 'assets/index-a1.js'],
    },
    {
      fileName: 'assets/Popper-g7.js',
      facadeModuleId: null,
      moduleIds: ['/mui/Popper.js'],
      imports: ['assets/TextField-f6.js'],
    },
    {
      fileName: 'assets/HomePage-h8.js',
      facadeModuleId: '/app/src/home/HomePage.tsx',
      moduleIds: ['/app/src/home/HomePage.tsx'],
      imports: ['assets/TextField-f6.js'],
    },
    // A group's chunk (vite.config.ts codeSplitting): no module is its facade.
    {
      fileName: 'assets/auth-i9.js',
      facadeModuleId: null,
      moduleIds: ['/app/src/auth/RegisterPage.tsx', '/app/src/auth/PhoneField.tsx'],
      imports: ['assets/index-a1.js'],
    },
  ];

  it("is the module's own chunk and every chunk it imports statically, in turn, each once", () => {
    expect(chunkClosure(chunks, '/app/src/auth/SignInPage.tsx')).toEqual([
      'assets/SignInPage-e5.js',
      'assets/index-a1.js',
      'assets/TextField-f6.js',
      'assets/Popper-g7.js',
    ]);
  });

  it("finds a module put into a group's chunk, which has no facade", () => {
    expect(chunkClosure(chunks, '/app/src/auth/RegisterPage.tsx')).toEqual([
      'assets/auth-i9.js',
      'assets/index-a1.js',
    ]);
  });

  it('fails the build for a module no chunk is built from (a renamed page)', () => {
    expect(() => chunkClosure(chunks, '/app/src/auth/LoginPage.tsx')).toThrow(
      'no chunk is built from /app/src/auth/LoginPage.tsx',
    );
  });
});
