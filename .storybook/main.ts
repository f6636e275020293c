import type { StorybookConfig } from '@storybook/react-vite';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const publicDir = path.join(projectRoot, 'assets/public');

/**
 * Storybook reads the app's vite.config.ts, whose `root: 'client'` and `publicDir: '../assets/public'`
 * are relative to client/. Storybook builds from the project root instead, so viteFinal pins the root
 * and gives the public folder as an absolute path (or none while it does not exist). The app's own
 * build output settings are dropped by Storybook itself.
 */
const config: StorybookConfig = {
  stories: ['../stories/**/*.stories.@(ts|tsx)'],
  addons: [],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // No generated props tables: stories document states through their args, and docgen slows every build.
  typescript: { reactDocgen: false },
  viteFinal: async (vite) => ({
    ...vite,
    root: projectRoot,
    publicDir: fs.existsSync(publicDir) ? publicDir : false,
    // The dev server's /api proxy belongs to the app; stories never call the server.
    server: { ...vite.server, proxy: undefined },
  }),
};

export default config;
