export { ChatComposer } from './ChatComposer';
export type { ChatComposerProps } from './ChatComposer';
export { chatComposerClasses, getChatComposerUtilityClass } from './chatComposerClasses';
export type { ChatComposerClasses, ChatComposerClassKey } from './chatComposerClasses';
