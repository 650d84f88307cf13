export { ChatFileChip } from './ChatFileChip';
export type { ChatFileChipProps, ChatFileValue } from './ChatFileChip';
export { chatFileChipClasses, getChatFileChipUtilityClass } from './chatFileChipClasses';
export type { ChatFileChipClasses, ChatFileChipClassKey } from './chatFileChipClasses';
