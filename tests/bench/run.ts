import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { benchAppends } from './appends';
import { benchAppendsPeer } from './appends-peer';
import { benchHttp } from './http';
import { benchRebuild } from './rebuild';
import { benchDocuments } from './documents';
import { benchDeals } from './deals';
import { benchCalc } from './calc';
import { benchChain } from './chain';
import { benchMatcher } from './matcher';
import { benchFiles } from './files';
import { benchModel } from './model';
import { benchEntryRail } from './entry-rail';
import { benchLongStreams } from './long-streams';
import { benchLongDeals } from './long-deals';
import { benchFirstLoad } from './first-load';
import { printMeasurement, type Measurement } from './report';

/**
 * `npm run bench`: each figure as a ratio against a baseline measured in the same run on the same
 * machine. `npm run bench -- appends` runs one. Exits 1 when a ratio misses its target.
 */
const benches: Record<string, (dir: string) => Promise<Measurement | Measurement[]>> = {
  appends: async (dir) => [await benchAppends(dir), await benchAppendsPeer(dir)],
  rebuild: benchRebuild,
  http: () => benchHttp(),
  documents: benchDocuments,
  deals: benchDeals,
  calc: () => benchCalc(),
  chain: benchChain,
  files: benchFiles,
  matcher: () => benchMatcher(),
  model: () => benchModel(),
  'entry-rail': async () => benchEntryRail(),
  'long-streams': async (dir) => [await benchLongStreams(dir), await benchLongDeals(dir)],
  'first-load': () => benchFirstLoad(),
};

const chosen = process.argv.slice(2).filter((a) => a in benches);
let ok = true;
for (const name of chosen.length ? chosen : Object.keys(benches)) {
  const dir = mkdtempSync(join(tmpdir(), `dealbook-bench-${name}-`));
  try {
    const measured = await benches[name]!(dir);
    for (const m of Array.isArray(measured) ? measured : [measured]) ok = printMeasurement(m) && ok;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
process.exit(ok ? 0 : 1);
