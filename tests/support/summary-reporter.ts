import type { Reporter, SerializedError, TestModule } from 'vitest/node';

/**
 * Prints one plain closing line that any CI can read: `tests: N passed, N failed, N skipped`, and, when a file
 * failed outside its tests (a failing beforeAll skips every test of the file) or errors escaped the tests,
 * how many: such a run failed even when no single test did.
 */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<SerializedError> = []): void {
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    let brokenFiles = 0;
    for (const module of testModules) {
      let failedHere = 0;
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') passed++;
        else if (state === 'failed') failedHere++;
        else skipped++;
      }
      failed += failedHere;
      if (module.state() === 'failed' && failedHere === 0) brokenFiles++;
    }
    const extra = [
      brokenFiles > 0 && `${brokenFiles} file${brokenFiles === 1 ? '' : 's'} failed outside a test`,
      unhandledErrors.length > 0 && `${unhandledErrors.length} unhandled error${unhandledErrors.length === 1 ? '' : 's'}`,
    ].filter(Boolean);
    console.log(`\ntests: ${passed} passed, ${failed} failed, ${skipped} skipped${extra.length ? `; ${extra.join(', ')}` : ''}`);
  }
}
