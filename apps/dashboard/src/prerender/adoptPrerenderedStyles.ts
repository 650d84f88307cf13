import createCache, { type EmotionCache } from '@emotion/cache';
import { EMOTION_KEY, PRERENDERED_STYLES_ATTRIBUTE } from './capturedStyles';

/**
 * The app's Emotion cache in the browser, holding the styles the page came with: the <style> tags the build
 * wrote (the markup's critical CSS, and Home's captured styles) stay where they are, their styles count as
 * inserted (Emotion neither compiles nor inserts them again), and Emotion's sheet counts the tags as its own,
 * so that global styles still go before them and the styles it inserts after them, as when it adopts its own
 * server-rendered tags. Emotion's way moves each of those tags twice as the cache is made, and every move
 * adds the tag's style sheet to the page again: on a phone, part of the longest task of the start.
 */
export function adoptPrerenderedStyles(): EmotionCache {
  const cache = createCache({ key: EMOTION_KEY, container: document.head });
  const tags = document.querySelectorAll<HTMLStyleElement>(`style[${PRERENDERED_STYLES_ATTRIBUTE}]`);
  for (const tag of tags) {
    for (const name of (tag.getAttribute(PRERENDERED_STYLES_ATTRIBUTE) ?? '').split(' ')) {
      if (name) cache.inserted[name] = true;
    }
    cache.sheet.tags.push(tag);
  }
  return cache;
}
