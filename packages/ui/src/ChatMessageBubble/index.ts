export { ChatMessageBubble } from './ChatMessageBubble';
export type { ChatMessageBubbleProps } from './ChatMessageBubble';
export { chatMessageBubbleClasses, getChatMessageBubbleUtilityClass } from './chatMessageBubbleClasses';
export type { ChatMessageBubbleClasses, ChatMessageBubbleClassKey } from './chatMessageBubbleClasses';
