/**
 * LibreOffice headless as a recalculation oracle: a workbook written with live formulas is opened by Calc,
 * recalculated from scratch and saved again, so each formula cell's cached result is Calc's own value, not
 * the one the writer stored.
 *
 * Calc keeps the cached results of an OOXML file unless told otherwise, so every run gets a private user
 * profile whose `registrymodifications.xcu` sets `/org.openoffice.Office.Calc/Formula/Load`
 * `OOXMLRecalcMode` to 0 (always recalculate). A profile is used by one soffice at a time, so each call has
 * its own; all the files of a call are converted in one start (a start costs about 1.5 s).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { mkdir, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, delimiter, dirname, extname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import ExcelJS from 'exceljs';

export type CellValue = number | string | boolean | Date | null;

const SOFFICE = 'soffice';
const TIMEOUT_MS = 120_000;

/** The profile setting that makes Calc recalculate every formula of an OOXML file on load (0 = always). */
const REGISTRY_MODIFICATIONS = `<?xml version="1.0" encoding="UTF-8"?>
<oor:items xmlns:oor="http://openoffice.org/2001/registry" xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
<item oor:path="/org.openoffice.Office.Calc/Formula/Load"><prop oor:name="OOXMLRecalcMode" oor:op="fuse"><value>0</value></prop></item>
<item oor:path="/org.openoffice.Office.Calc/Formula/Load"><prop oor:name="ODFRecalcMode" oor:op="fuse"><value>0</value></prop></item>
</oor:items>
`;

let sofficePath: string | null | undefined;

function findSoffice(): string | null {
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    if (!dir) continue;
    const candidate = join(dir, SOFFICE);
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not in this directory
    }
  }
  return null;
}

/** Whether `soffice` (Debian `libreoffice-calc-nogui`) is on the PATH. */
export function sofficeAvailable(): boolean {
  sofficePath ??= findSoffice();
  return sofficePath !== null;
}

export interface RecalculateOptions {
  /** how long soffice may run before it is killed; 120 s unless given */
  timeoutMs?: number;
}

/**
 * Recalculates each xlsx with a private LibreOffice profile (OOXMLRecalcMode = always) in ONE soffice start;
 * answers the recalculated copies' paths, in order. A copy keeps its source's base name, in `outDir`.
 */
export async function recalculate(paths: string[], outDir: string, options: RecalculateOptions = {}): Promise<string[]> {
  if (paths.length === 0) return [];
  if (!sofficeAvailable()) throw new Error(`${SOFFICE} is not on the PATH: install LibreOffice (Debian libreoffice-calc-nogui)`);
  const sources = paths.map((p) => resolve(p));
  const out = resolve(outDir);
  const outputs = sources.map((source) => join(out, `${basename(source, extname(source))}.xlsx`));
  checkOutputs(sources, outputs);
  await mkdir(out, { recursive: true });
  // a copy left by an earlier run must not pass for this run's result
  await Promise.all(outputs.map((output) => rm(output, { force: true })));

  const profile = await mkdtemp(join(tmpdir(), 'dealbook-soffice-'));
  try {
    await mkdir(join(profile, 'user'), { recursive: true });
    await writeFile(join(profile, 'user', 'registrymodifications.xcu'), REGISTRY_MODIFICATIONS);
    const args = [
      `-env:UserInstallation=${pathToFileURL(profile).href}`,
      '--headless',
      '--norestore',
      '--nolockcheck',
      '--convert-to',
      'xlsx',
      '--outdir',
      out,
      ...sources,
    ];
    const run = await runSoffice(sofficePath!, args, options.timeoutMs ?? TIMEOUT_MS);
    const missing: string[] = [];
    for (const [i, output] of outputs.entries()) {
      const size = await stat(output).then(
        (s) => s.size,
        () => 0,
      );
      if (size === 0) missing.push(sources[i]!);
    }
    if (missing.length > 0 || run.code !== 0) {
      const names = missing.length > 0 ? missing.join(', ') : sources.join(', ');
      throw new Error(
        `LibreOffice did not convert ${names} (exit code ${String(run.code)})\n${run.output.trim() || '(soffice printed nothing)'}`,
      );
    }
    return outputs;
  } finally {
    await rm(profile, { recursive: true, force: true });
  }
}

/** Two sources with one base name would overwrite each other's copy; a copy over its source would lose it. */
function checkOutputs(sources: string[], outputs: string[]): void {
  const seen = new Map<string, string>();
  outputs.forEach((output, i) => {
    const source = sources[i]!;
    if (output === source || dirname(source) === dirname(output))
      throw new Error(`recalculate: ${source} is already in the output directory; give an outDir of its own`);
    const other = seen.get(output);
    if (other) throw new Error(`recalculate: ${other} and ${source} would both be written to ${output}`);
    seen.set(output, source);
  });
}

interface SofficeRun {
  code: number | null;
  output: string;
}

function runSoffice(command: string, args: string[], timeoutMs: number): Promise<SofficeRun> {
  return new Promise((resolvePromise, reject) => {
    // its own process group, so a timeout kills soffice.bin as well as the oosplash wrapper
    const child = spawn(command, args, { detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      killGroup(child);
    }, timeoutMs);
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(new Error(`could not start ${command}: ${error.message}`));
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      if (timedOut) reject(new Error(`LibreOffice timed out after ${timeoutMs} ms and was killed (${args.slice(-1)[0]} ...)`));
      else resolvePromise({ code, output });
    });
  });
}

function killGroup(child: ChildProcess): void {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, 'SIGKILL');
  } catch {
    child.kill('SIGKILL');
  }
}

/** Every cell's value (formula cells: their recalculated result) by sheet name and A1 address. */
export async function readCells(path: string): Promise<Map<string, Map<string, CellValue>>> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(path);
  const sheets = new Map<string, Map<string, CellValue>>();
  workbook.eachSheet((sheet) => {
    const cells = new Map<string, CellValue>();
    // A formula's result read from `cell.result`: exceljs's `cell.value` leaves out a result of 0 or false.
    sheet.eachRow((row) =>
      row.eachCell((cell) =>
        cells.set(cell.address, plainValue(cell.type === ExcelJS.ValueType.Formula ? (cell.result as ExcelJS.CellValue) : cell.value)),
      ),
    );
    sheets.set(sheet.name, cells);
  });
  return sheets;
}

/** An exceljs cell value as a plain one: a formula's result, an error's code, a rich text's text. */
export function plainValue(value: ExcelJS.CellValue | undefined): CellValue {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number' || typeof value === 'string' || typeof value === 'boolean' || value instanceof Date) return value;
  if ('error' in value) return value.error;
  if ('formula' in value || 'sharedFormula' in value) return plainValue(value.result as ExcelJS.CellValue | undefined);
  if ('richText' in value) return value.richText.map((run) => run.text).join('');
  if ('text' in value) return typeof value.text === 'string' ? value.text : plainValue(value.text);
  return null;
}
