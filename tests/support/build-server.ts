import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

/**
 * Vitest's global setup: the mains compiled once (scripts/build-server.mjs, under a second) before any test
 * file runs, so the tests that start them as processes (the split shape, the compiled product) run them
 * as the image does, and none rebuilds them while another is starting them.
 */
export default function buildServer(): void {
  execFileSync(process.execPath, [join(import.meta.dirname, '../../scripts/build-server.mjs')], { stdio: 'ignore' });
}
