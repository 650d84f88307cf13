// The widget alone, as the chunk SessionExpiredController loads lazily (importing the @drisk/ui barrel there
// would make the chunk hold every widget).
export { SessionExpiredDialog } from '@drisk/ui';
