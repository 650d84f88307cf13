import generateUtilityClass from '@mui/material/generateUtilityClass';
import generateUtilityClasses from '@mui/material/generateUtilityClasses';

/** The stable CSS classes of ChatFileChip, for styling it from outside (`.DriskChatFileChip-root`). */
export interface ChatFileChipClasses {
  /** The root element. */
  root: string;
}

export type ChatFileChipClassKey = keyof ChatFileChipClasses;

/** The class of one of ChatFileChip's slots, `DriskChatFileChip-<slot>`. */
export function getChatFileChipUtilityClass(slot: string): string {
  return generateUtilityClass('DriskChatFileChip', slot);
}

export const chatFileChipClasses: ChatFileChipClasses = generateUtilityClasses('DriskChatFileChip', ['root']);
