// The build's server entry (scripts/vitePrerender.ts bundles it for Node): renders one page to HTML with the
// critical CSS Emotion made for it. Never part of the browser's bundle.
import '../zodWithoutEval';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createMemoryRouter, type RouteObject } from 'react-router';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { App } from '../App';
import { appRoutes } from '../routes';
import { SCREEN_TEXT, screenPath } from '@drisk/contract/client';
import { HomeSkeleton } from '../home/HomeSkeleton';
import type { ScreenHandle } from '../screens';
import { ShellSkeleton } from '../shell/ShellSkeleton';
import { documentTitleOf } from '../shared/documentTitle';
import { screenTitleOf } from '../shared/screenTitle';
import type { PrerenderedPage } from './prerenderedPages';
import { EMOTION_KEY, capturedStyleTags, prerenderedStyleTag, type CapturedStyles } from './capturedStyles';
import homeStyles from './captured/home.json';

/**
 * The styles the app's first render of a page inserts, captured in Chromium (capturedStyles.ts), by page
 * file: written into the page, Emotion neither compiles nor inserts them when the app starts.
 */
const CAPTURED_STYLES: Partial<Record<string, CapturedStyles>> = { 'home.html': homeStyles };

// Home, where signing in lands, has a skeleton of its own shape; any other signed-in address the generic one.
const homeHandle: Pick<ScreenHandle, 'screen'> = { screen: 'home' };
const skeletonRoutes: RouteObject[] = [
  {
    path: screenPath('home'),
    handle: homeHandle,
    element: (
      <ShellSkeleton>
        <HomeSkeleton />
      </ShellSkeleton>
    ),
  },
  { path: '*', element: <ShellSkeleton /> },
];

export interface RenderedPage {
  /** The markup that goes inside #root. */
  html: string;
  /** Emotion's <style> tags for that markup, for the page's <head>. */
  styleTags: string;
  /**
   * The styles the app's first render will insert (captured), as <style> tags that wait with the app's
   * scripts and go into the page, one per task, before the app's code runs
   * (scripts/prerender/startAfterFirstPaint.ts): the first paint needs none of them, so they do not delay it.
   */
  appStyleTags: string;
  /**
   * The page's <title>, as the app sets it (in English, the language the build renders): where the route
   * names no screen (the generic skeleton, which stands for any signed-in address), none.
   */
  title?: string;
}

/**
 * Renders `page` as the browser renders it at its address (the same App, providers and theme), waiting for
 * its lazily loaded code, so the markup is complete. The shell's skeleton goes through the same App.
 */
export async function renderPage(page: PrerenderedPage): Promise<RenderedPage> {
  const cache = createCache({ key: EMOTION_KEY });
  const emotion = createEmotionServer(cache);
  const router = createMemoryRouter(page.mode === 'hydrate' ? appRoutes : skeletonRoutes, {
    initialEntries: [page.url],
  });
  // An error would leave a boundary for the browser to render (markup that does not hydrate): fail the build.
  const errors: unknown[] = [];
  const { prelude } = await prerender(
    <StrictMode>
      <CacheProvider value={cache}>
        <App router={router} />
      </CacheProvider>
    </StrictMode>,
    { onError: (error) => void errors.push(error) },
  );
  if (errors.length > 0) throw new Error(`prerendering ${page.url} failed`, { cause: errors[0] });
  const html = await new Response(prelude).text();
  // The app's Emotion cache adopts the tags written here instead of inserting the same rules again
  // (adoptPrerenderedStyles.ts): the critical CSS of the markup, and what the app will insert (if captured).
  // Global styles stay in Emotion's own tags, which each <Global> takes over as it mounts; `data-s` (what
  // Emotion marks the tags it has placed with) keeps its cache from first moving them to the end of the head.
  const critical = emotion.extractCriticalToChunks(html);
  const present = new Set(critical.styles.flatMap((chunk) => chunk.ids));
  const captured = CAPTURED_STYLES[page.file];
  const styleTags = critical.styles
    .map((chunk) =>
      chunk.key === EMOTION_KEY
        ? prerenderedStyleTag(chunk.ids, chunk.css)
        : `<style data-emotion="${chunk.key} ${chunk.ids.join(' ')}" data-s="">${chunk.css}</style>`,
    )
    .join('');
  const title = screenTitleOf(
    router.state.matches.map((match) => match.route.handle),
    SCREEN_TEXT.titles,
  );
  return {
    html,
    styleTags,
    appStyleTags: captured ? capturedStyleTags(captured.styles, present) : '',
    ...(title === undefined ? {} : { title: documentTitleOf(title) }),
  };
}

export {
  PRERENDERED_ATTRIBUTE,
  PRERENDERED_DIR,
  PRERENDERED_MANIFEST,
  PRERENDERED_PAGES,
  PRERENDERED_URL_ATTRIBUTE,
} from './prerenderedPages';
