export { ChatMessageBubble } from './ChatMessageBubble';
export type { ChatMessageBubbleProps } from './ChatMessageBubble';
