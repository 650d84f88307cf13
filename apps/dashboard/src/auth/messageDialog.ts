// The widget alone, as a chunk the sign-in page loads only when it has a message to show (importing the
// @drisk/ui barrel lazily would make the chunk hold every widget).
export { MessageDialog } from '@drisk/ui';
