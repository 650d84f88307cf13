import generateUtilityClass from '@mui/material/generateUtilityClass';
import generateUtilityClasses from '@mui/material/generateUtilityClasses';

/** The stable CSS classes of ChatMessageBubble, for styling it from outside (`.DriskChatMessageBubble-root`). */
export interface ChatMessageBubbleClasses {
  /** The root element. */
  root: string;
}

export type ChatMessageBubbleClassKey = keyof ChatMessageBubbleClasses;

/** The class of one of ChatMessageBubble's slots, `DriskChatMessageBubble-<slot>`. */
export function getChatMessageBubbleUtilityClass(slot: string): string {
  return generateUtilityClass('DriskChatMessageBubble', slot);
}

export const chatMessageBubbleClasses: ChatMessageBubbleClasses = generateUtilityClasses(
  'DriskChatMessageBubble',
  ['root'],
);
