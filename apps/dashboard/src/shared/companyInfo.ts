/**
 * The product's name (sidebar, sign-in, browser tab, About Us), who makes it and where its public pages
 * live. The addresses are placeholders until the company's real pages exist; everything that links to them
 * reads them from here.
 */
export const PRODUCT_NAME = 'dRisk';
export const COMPANY_NAME = 'dRisk Inc.';
export const COMPANY_WEBSITE_URL = 'https://www.example.com';
export const PRIVACY_NOTICE_URL = 'https://www.example.com/privacy';

/** '© 2026 dRisk Inc.' for the given date. */
export const copyrightLine = (now: Date) => `© ${now.getFullYear()} ${COMPANY_NAME}`;
