import type { StorybookConfig } from '@storybook/react-vite';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, mergeConfig } from 'vite';

/** Storybook for @drisk/ui: every widget in every state. Workspaces resolve to their src (no build needed). */
const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: ['../packages/ui/src/**/*.stories.tsx'],
  core: { disableTelemetry: true },
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, {
      plugins: [react()],
      // 'source' makes @drisk/contract (and @drisk/ui) resolve to src; the defaults keep 'browser' and 'module'.
      resolve: { conditions: ['source', ...defaultClientConditions] },
    }),
};

export default config;
