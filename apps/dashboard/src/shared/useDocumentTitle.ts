import { useEffect } from 'react';
import { PRODUCT_NAME } from './companyInfo';

/** The browser tab names the screen, which also tells screen-reader users where a navigation landed. */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    document.title = `${title} · ${PRODUCT_NAME}`;
  }, [title]);
}
