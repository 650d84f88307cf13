import generateUtilityClass from '@mui/material/generateUtilityClass';
import generateUtilityClasses from '@mui/material/generateUtilityClasses';

/** The stable CSS classes of RecurrenceEditor, for styling it from outside (`.DriskRecurrenceEditor-root`). */
export interface RecurrenceEditorClasses {
  /** The root element. */
  root: string;
}

export type RecurrenceEditorClassKey = keyof RecurrenceEditorClasses;

/** The class of one of RecurrenceEditor's slots, `DriskRecurrenceEditor-<slot>`. */
export function getRecurrenceEditorUtilityClass(slot: string): string {
  return generateUtilityClass('DriskRecurrenceEditor', slot);
}

export const recurrenceEditorClasses: RecurrenceEditorClasses = generateUtilityClasses(
  'DriskRecurrenceEditor',
  ['root'],
);
