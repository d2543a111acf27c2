import { defineConfig } from 'vitest/config';

/** R8 compares response times, R10 counts the bytes read past a limit: both want the machine to themselves. */
const timed = ['tests/security/brute-force.spec.ts', 'tests/security/uploads.spec.ts'];

const node = ['domain', 'infra', 'command-service', 'query-service', 'projections', 'workers', 'standalone'];

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one on the 2-core machines we test on.
    maxWorkers: 2,
    globalSetup: ['./tests/support/build-server.ts'],
    reporters: ['default', './tests/support/figures-reporter.ts', './tests/support/summary-reporter.ts'],
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: [
            ...node.map((w) => `${w}/src/**/*.spec.ts`),
            'tests/scenarios/**/*.spec.ts',
            'tests/model/**/*.spec.ts',
            'tests/structure/**/*.spec.ts',
          ],
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      {
        // The API scenarios again, through the split shape (tests/support/split-runtime.ts).
        test: {
          name: 'split',
          environment: 'node',
          include: ['tests/scenarios/**/*.spec.ts'],
          // no runtime to split: the compose file's checks, and the first admin made in one process
          exclude: ['tests/scenarios/compose.spec.ts', 'tests/scenarios/identity-bootstrap.spec.ts'],
          env: { DEALBOOK_SHAPE: 'split' },
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'ui',
          environment: 'jsdom',
          include: ['ui/src/**/*.spec.{ts,tsx}', 'ui/build/**/*.spec.ts'],
          setupFiles: ['./ui/src/testing/setup.ts'],
          // A screen test waits up to 5 s for each thing it looks for (setup.ts); several in one test on a
          // machine busy with other files outlast vitest's default 5 s for the whole test.
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.spec.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
          // Two browsers and two servers share the cores: a page may take seconds, not one, to get there.
          expect: { poll: { timeout: 15_000 } },
        },
      },
      {
        // `npm run test:reliability`; each test records the figure it measured (R1 …).
        test: {
          name: 'reliability',
          environment: 'node',
          include: ['tests/reliability/**/*.spec.ts', 'tests/security/**/*.spec.ts'],
          exclude: timed,
          testTimeout: 600_000,
          hookTimeout: 120_000,
        },
      },
      {
        // The two that measure time or bytes in flight run alone, after the rest, on a quiet machine.
        test: {
          name: 'reliability-alone',
          environment: 'node',
          include: timed,
          testTimeout: 600_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
