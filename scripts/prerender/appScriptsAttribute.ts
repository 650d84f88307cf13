/**
 * The attribute of the <template> in which the build puts a prerendered page's app scripts (the entry and
 * its module preloads), so none is fetched before the page has painted (scripts/vitePrerender.ts writes it,
 * startAfterFirstPaint.ts starts them). A file of its own, with no imports, read by the build (Node) and by
 * the pages' start scripts (the browser).
 */
export const APP_SCRIPTS_ATTRIBUTE = 'data-app-scripts';
