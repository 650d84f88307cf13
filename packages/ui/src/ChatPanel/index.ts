export { ChatPanel } from './ChatPanel';
export type { ChatPanelProps } from './ChatPanel';
export { chatPanelClasses, getChatPanelUtilityClass } from './chatPanelClasses';
export type { ChatPanelClasses, ChatPanelClassKey } from './chatPanelClasses';
