import { chatFileTooLargeText } from './limitTexts';

/** Chat (spec 3 §2.2): what the screen says itself; the rest is UI_TEXT and the chat widgets' WIDGET_TEXT. */
export const CHAT_TEXT = {
  /** A file over the upload limit, said before anything is sent. */
  fileTooLarge: chatFileTooLargeText,
} as const;
