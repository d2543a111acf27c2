/**
 * Installs the bench's peer packages (./package.json beside this file, pinned, with its own lockfile) on first
 * use: `npm ci --prefix tests/bench/peers`. They are no workspace of the project, so the project's `npm ci`
 * and CI never build their native module (sqlite3 has no prebuilt binary reachable here: node-gyp compiles
 * it, about a minute on 2 cores). The full npm log goes to a file in the temp dir; the compile steps and a
 * heartbeat are printed as progress.
 */
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

export const PEERS_DIR = fileURLToPath(new URL('.', import.meta.url));

const HEARTBEAT_MS = 15_000;
const PROGRESS = /^\s*(CC|CXX|SOLINK_MODULE)\(target\)|^added \d+ packages|^npm (error|warn)|^gyp ERR!|^prebuild-install warn/;

export type PeersInstall = { ok: true; note: string } | { ok: false; why: string };

function readJson(path: string): { version?: string; dependencies?: Record<string, string> } {
  return JSON.parse(readFileSync(path, 'utf8')) as { version?: string; dependencies?: Record<string, string> };
}

/** Every pinned package is in node_modules at its pinned version, and sqlite3's native binding was built. */
export function peersInstalled(): boolean {
  const pinned = readJson(join(PEERS_DIR, 'package.json')).dependencies ?? {};
  const atPin = Object.entries(pinned).every(([name, version]) => {
    const manifest = join(PEERS_DIR, 'node_modules', name, 'package.json');
    return existsSync(manifest) && readJson(manifest).version === version;
  });
  return atPin && existsSync(join(PEERS_DIR, 'node_modules/sqlite3/build/Release/node_sqlite3.node'));
}

export async function ensurePeersInstalled(log: (line: string) => void = console.log): Promise<PeersInstall> {
  if (peersInstalled()) return { ok: true, note: 'already installed' };
  const logFile = join(tmpdir(), `dealbook-bench-peers-install-${process.pid}.log`);
  log(`  installing the bench peers: npm ci --prefix tests/bench/peers (sqlite3 compiles from source, ~1 min; log ${logFile})`);
  const started = Date.now();
  const seconds = () => Math.round((Date.now() - started) / 1000);
  const out = createWriteStream(logFile);
  const child = spawn('npm', ['ci', '--prefix', PEERS_DIR, '--foreground-scripts', '--no-audit', '--no-fund'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let lastError = '';
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => {
      out.write(`${line}\n`);
      if (/^npm error|^gyp ERR!/.test(line)) lastError ||= line;
      if (PROGRESS.test(line)) log(`    [${seconds()} s] ${line.trim()}`);
    });
  }
  const heartbeat = setInterval(() => log(`    [${seconds()} s] still installing…`), HEARTBEAT_MS);
  const exit = await new Promise<number | string>((resolve) => {
    child.on('error', (error) => resolve(error.message));
    child.on('close', (code, signal) => resolve(code ?? `signal ${signal}`));
  });
  clearInterval(heartbeat);
  await new Promise<void>((resolve) => out.end(resolve));
  if (exit === 0 && peersInstalled()) return { ok: true, note: `installed in ${seconds()} s` };
  const cause = exit === 0 ? 'npm ci exited 0 but the pinned packages or the sqlite3 binding are missing' : `npm ci failed (${exit})`;
  const hint = 'sqlite3 builds from source here: node-gyp needs python3, make, g++ and Node’s headers';
  return { ok: false, why: `${cause}${lastError ? `: ${lastError.trim()}` : ''} (${hint}); full log ${logFile}` };
}
