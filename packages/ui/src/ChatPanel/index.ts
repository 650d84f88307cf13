export { ChatPanel } from './ChatPanel';
export type { ChatPanelProps } from './ChatPanel';
