import { Suspense } from 'react';
import { LazyUpdatePrompt } from './LazyUpdatePrompt';
import { useServiceWorkerUpdate } from './useServiceWorkerUpdate';

/** Props of {@link ServiceWorkerUpdatePrompt}. */
export interface ServiceWorkerUpdatePromptProps {
  /** The app's service worker ('/sw.js', '/admin/sw.js'); null in development, where none is built. */
  scriptUrl: string | null;
}

/**
 * What an app renders once beside its routes: registers its service worker and, when a redeployment has
 * installed a new version, shows {@link UpdatePrompt} (its code loads then) until the user reloads into it.
 */
export function ServiceWorkerUpdatePrompt({ scriptUrl }: ServiceWorkerUpdatePromptProps) {
  const { updateReady, reload } = useServiceWorkerUpdate(scriptUrl);
  if (!updateReady) return null;
  return (
    <Suspense fallback={null}>
      <LazyUpdatePrompt open onReload={reload} />
    </Suspense>
  );
}
