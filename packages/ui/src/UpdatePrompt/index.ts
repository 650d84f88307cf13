export { UpdatePrompt } from './UpdatePrompt';
export type { UpdatePromptProps } from './UpdatePrompt';
export { useServiceWorkerUpdate, type ServiceWorkerUpdate } from './useServiceWorkerUpdate';
