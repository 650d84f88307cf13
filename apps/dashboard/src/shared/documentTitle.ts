import { PRODUCT_NAME } from './companyInfo';

/** What the browser tab shows for a screen's title. */
export const documentTitleOf = (title: string) => `${title} · ${PRODUCT_NAME}`;
