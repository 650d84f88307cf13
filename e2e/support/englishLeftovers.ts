import { DE_CATALOGUE } from '@drisk/contract/i18n/de';
import type { Page } from 'playwright-core';

/**
 * Every English text of the catalogue whose German differs, unless German uses the same word elsewhere
 * ('Download' is a chart's German legend, while a button says 'Herunterladen'); short words like 'OK' are
 * left out.
 */
function englishOnly(): Set<string> {
  const texts = new Set<string>();
  const german = new Set<string>();
  const walk = (english: unknown, translated: unknown) => {
    if (typeof english === 'string') {
      if (typeof translated !== 'string') return;
      german.add(translated.trim());
      if (translated !== english && english.trim().length >= 4) texts.add(english.trim());
      return;
    }
    if (english && typeof english === 'object' && translated && typeof translated === 'object')
      for (const [key, value] of Object.entries(english))
        walk(value, (translated as Record<string, unknown>)[key]);
  };
  for (const [english, translated] of DE_CATALOGUE.texts) walk(english, translated);
  for (const text of german) texts.delete(text);
  return texts;
}

const ENGLISH_ONLY = englishOnly();

/**
 * The texts on the page, drawn or spoken, that are still the English of a text the German catalogue
 * translates: each element's own text, and its accessible-name attributes (aria-label, placeholder, title).
 */
export async function englishLeftovers(page: Page): Promise<string[]> {
  const shown = await page.evaluate(() => {
    const found = new Set<string>();
    for (const element of Array.from(document.body.querySelectorAll('*'))) {
      if (element.closest('script, style, noscript')) continue;
      const own = Array.from(element.childNodes)
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .map((node) => node.textContent ?? '')
        .join('')
        .trim();
      if (own) found.add(own);
      for (const name of ['aria-label', 'placeholder', 'title']) {
        const value = element.getAttribute(name)?.trim();
        if (value) found.add(value);
      }
    }
    return [...found];
  });
  return shown.filter((text) => ENGLISH_ONLY.has(text)).sort();
}
