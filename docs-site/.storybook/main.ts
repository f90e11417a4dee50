// Storybook for the docs site's theme components (`make storybook`, `make storybook-dev`). It reuses
// the site's Vite config (React, MDX) through Storybook's Vite builder; telemetry is off.
import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  stories: ['../stories/*.stories.tsx'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // No autodocs: skipping react-docgen keeps the build fast (it runs in `make check`).
  typescript: { reactDocgen: false },
  // The site lives under /js-monorepo/; the Storybook build is a folder of relative files.
  viteFinal: (vite) => ({ ...vite, base: './', build: { ...vite.build, chunkSizeWarningLimit: 2048 } }),
};

export default config;
