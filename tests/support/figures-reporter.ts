import type { Reporter, TestModule } from 'vitest/node';

/**
 * Prints the figures the reliability and security tests recorded (tests/reliability/figures.ts), one line
 * each, ordered by code (R1, R2, … R14), after the run; a test that failed prints its figure with FAILED.
 */
export default class FiguresReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const lines: { code: number; line: string }[] = [];
    for (const module of testModules) {
      for (const test of module.children.allTests()) {
        const line = (test.meta() as { figure?: string }).figure;
        if (!line) continue;
        const failed = test.result().state === 'failed';
        lines.push({ code: Number(/^R(\d+)/.exec(line)?.[1] ?? 99), line: failed ? `${line} (FAILED)` : line });
      }
    }
    if (lines.length === 0) return;
    console.log(
      `\n${lines
        .sort((a, b) => a.code - b.code)
        .map((l) => l.line)
        .join('\n')}`,
    );
  }
}
