export { UpdatePrompt } from './UpdatePrompt';
export type { UpdatePromptProps } from './UpdatePrompt';
export { useServiceWorkerUpdate, type ServiceWorkerUpdate } from './useServiceWorkerUpdate';
export { ServiceWorkerUpdatePrompt } from './ServiceWorkerUpdatePrompt';
export type { ServiceWorkerUpdatePromptProps } from './ServiceWorkerUpdatePrompt';
export { updatePromptClasses, getUpdatePromptUtilityClass } from './updatePromptClasses';
export type { UpdatePromptClasses, UpdatePromptClassKey } from './updatePromptClasses';
