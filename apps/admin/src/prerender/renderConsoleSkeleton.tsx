// The build's server entry (scripts/vitePrerenderSkeleton.ts bundles it for Node): the console's skeleton as
// HTML, with the critical CSS Emotion made for it. Never part of the browser's bundle.
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { createDriskTheme } from '@drisk/ui';
import { ConsoleSkeleton } from '../layout/ConsoleSkeleton';

/**
 * The key of the browser's default Emotion cache, which MUI and react-admin use: on the console's start it
 * takes the tags written here as its own and does not insert their rules again.
 */
const EMOTION_KEY = 'css';

/**
 * The skeleton as the console draws it while it starts (same theme, in its light scheme, and CssBaseline):
 * the markup for #root and Emotion's <style> tags for the page's head.
 */
export async function renderSkeleton(): Promise<{ html: string; styleTags: string }> {
  const cache = createCache({ key: EMOTION_KEY });
  const emotion = createEmotionServer(cache);
  const errors: unknown[] = [];
  const { prelude } = await prerender(
    <StrictMode>
      <CacheProvider value={cache}>
        <ThemeProvider theme={createDriskTheme({ palette: { mode: 'light' } })}>
          <CssBaseline enableColorScheme>
            <ConsoleSkeleton />
          </CssBaseline>
        </ThemeProvider>
      </CacheProvider>
    </StrictMode>,
    { onError: (error) => void errors.push(error) },
  );
  if (errors.length > 0) throw new Error('prerendering the console skeleton failed', { cause: errors[0] });
  const html = await new Response(prelude).text();
  const styleTags = emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(html));
  return { html, styleTags };
}
