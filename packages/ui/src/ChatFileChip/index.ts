export { ChatFileChip } from './ChatFileChip';
export type { ChatFileChipProps, ChatFileValue } from './ChatFileChip';
