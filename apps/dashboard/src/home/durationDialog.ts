// The widget alone, as the chunk Home loads when a block is first asked for (importing the @drisk/ui barrel
// lazily would make the chunk hold every widget).
export { DurationDialog } from '@drisk/ui';
