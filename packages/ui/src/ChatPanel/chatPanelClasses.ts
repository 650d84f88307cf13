import generateUtilityClass from '@mui/material/generateUtilityClass';
import generateUtilityClasses from '@mui/material/generateUtilityClasses';

/** The stable CSS classes of ChatPanel, for styling it from outside (`.DriskChatPanel-root`). */
export interface ChatPanelClasses {
  /** The root element. */
  root: string;
}

export type ChatPanelClassKey = keyof ChatPanelClasses;

/** The class of one of ChatPanel's slots, `DriskChatPanel-<slot>`. */
export function getChatPanelUtilityClass(slot: string): string {
  return generateUtilityClass('DriskChatPanel', slot);
}

export const chatPanelClasses: ChatPanelClasses = generateUtilityClasses('DriskChatPanel', ['root']);
