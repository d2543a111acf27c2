import type { TestContext } from 'vitest';

/**
 * Records a reliability figure on the test that measured it (`R1 durability: …`); the figures reporter
 * (tests/support/figures-reporter.ts) prints them together, in code order, at the end of the run.
 */
export function figure(context: Pick<TestContext, 'task'>, line: string): void {
  if (!/^R\d+ /.test(line)) throw new Error(`a figure starts with its code (R1 …): ${line}`);
  (context.task.meta as { figure?: string }).figure = line;
}
