import os from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// One runner, four projects: pure rules and machines (unit), HTTP against a real database (api),
// every Storybook story rendered in jsdom (stories), and Chromium driving the real server (e2e).
export default defineConfig({
  test: {
    // vitest's default is one worker fewer than the cores: a single one on the 2-core CI, where unit, api and
    // stories then ran one file at a time. An api file spends most of its time waiting on PostgreSQL and
    // HTTP, so a second file beside it uses the idle core. The e2e project stays at one (fileParallelism).
    maxWorkers: os.availableParallelism(),
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx'],
          setupFiles: ['tests/unit/setup.ts'],
        },
      },
      {
        test: {
          name: 'api',
          environment: 'node',
          include: ['tests/api/**/*.test.ts'],
          // One migrated template database per run; each file copies it (tests/support/templateDb.ts).
          globalSetup: ['tests/support/templateDb.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: true,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'stories',
          environment: 'jsdom',
          include: ['tests/stories/**/*.test.tsx'],
          setupFiles: ['tests/stories/setup.ts'],
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/e2e/support/globalSetup.ts', 'tests/support/templateDb.ts'],
          testTimeout: 180_000,
          hookTimeout: 300_000,
          fileParallelism: false,
          // Browser tests run alone, after the rest: one Chromium and one server at a time on 2 cores.
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
