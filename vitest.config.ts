import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// One runner, four projects: pure rules and machines (unit), HTTP against a real database (api),
// every Storybook story rendered in jsdom (stories), and Chromium driving the real server (e2e).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx'],
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
