/** The Session Expired dialog alone, so LazySessionExpiredDialog's chunk holds it and its MUI Dialog. */
export { SessionExpiredDialog } from '@drisk/ui';
