/**
 * Run as its own process by the model benchmark (as the workers process runs builds): one warm-up and then
 * BUILDS builds of the 50-component deal in the build thread. Prints their times and the process's peak RSS.
 */
import { buildInThread, stopBuildThread } from '@dealbook/workers/model/thread';
import { benchModelInput } from './calc';

const BUILDS = Number(process.env.BUILDS ?? 7);
const input = benchModelInput;

const first = await buildInThread(input);
const times: number[] = [];
for (let i = 0; i < BUILDS; i++) {
  const start = performance.now();
  await buildInThread(input);
  times.push(performance.now() - start);
}
stopBuildThread();
console.log(JSON.stringify({ times, bytes: first.bytes.length, maxRssKb: process.resourceUsage().maxRSS }));
