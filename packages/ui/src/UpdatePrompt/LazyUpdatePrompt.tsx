import { lazy } from 'react';

// Lazy: the prompt (MUI Snackbar) shows only after a redeployment, which most visits never see.
export const LazyUpdatePrompt = lazy(async () => ({
  default: (await import('./UpdatePrompt')).UpdatePrompt,
}));
