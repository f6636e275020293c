// The jsdom files' waits (findBy*, waitFor) get 5 s instead of testing-library's 1 s. With unit and api files
// side by side on two cores (maxWorkers in vitest.config.ts), a lazy route took 0.93 s to show in
// tests/unit/client/help/guide.test.tsx alone and over 1 s beside other files. A wait ends as soon as its
// condition holds, so a passing test is no slower, and what it waits for is unchanged.
if (typeof document !== 'undefined') {
  const { configure } = await import('@testing-library/react');
  configure({ asyncUtilTimeout: 5_000 });
}

// A module, so the top-level await above is allowed.
export {};
