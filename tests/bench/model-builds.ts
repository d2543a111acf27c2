/**
 * Run as its own process by the model benchmark (as the workers process runs builds): one warm-up and then
 * BUILDS builds of the 50-component deal in the build thread. Prints their times and the process's peak RSS.
 */
import type { DealInput } from '@dealbook/domain';
import { buildInThread, stopBuildThread } from '@dealbook/workers/model/thread';
import { benchDeal } from './calc';

const NOW = '2025-03-15T12:00:00Z';
const BUILDS = Number(process.env.BUILDS ?? 7);
const input = {
  deal_id: 'bench',
  deal_name: 'Bench Tower',
  deal_version: 1,
  position: 1,
  built_at: NOW,
  deal: benchDeal as DealInput,
  now: NOW,
};

const first = await buildInThread(input);
const times: number[] = [];
for (let i = 0; i < BUILDS; i++) {
  const start = performance.now();
  await buildInThread(input);
  times.push(performance.now() - start);
}
stopBuildThread();
console.log(JSON.stringify({ times, bytes: first.bytes.length, maxRssKb: process.resourceUsage().maxRSS }));
