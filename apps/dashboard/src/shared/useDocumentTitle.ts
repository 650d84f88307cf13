import { useEffect } from 'react';
import { documentTitleOf } from './documentTitle';

/**
 * The browser tab names the screen, which also tells screen-reader users where a navigation landed. A page
 * the build prerendered has the title already (prerender/renderPage.tsx): it is not set again, which
 * costs the first commit a few milliseconds on a phone.
 */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    const wanted = documentTitleOf(title);
    if (document.title !== wanted) document.title = wanted;
  }, [title]);
}
