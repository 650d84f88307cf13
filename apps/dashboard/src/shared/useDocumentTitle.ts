import { useEffect } from 'react';
import { documentTitleOf } from './documentTitle';

/**
 * The browser tab names the screen, which also tells screen-reader users where a navigation landed. A page
 * the build prerendered has the right title already (prerender/renderPage.tsx), and it is left as it is:
 * writing it again would cost a phone's first commit a few milliseconds.
 */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    const wanted = documentTitleOf(title);
    if (document.title !== wanted) document.title = wanted;
  }, [title]);
}
