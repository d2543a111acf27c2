import { loadConfig } from '@dealbook/infra/config';
import { createLog } from '@dealbook/infra/log/logger';
import { startSplit } from './start';

/**
 * `npm run start:split`: the production shape's processes on the embedded files (start.ts), each running its
 * main as compiled for the image (`npm run build` compiles them before), the router on
 * PORT. Configured as `npm start` is (DATA_DIR, APP_URL, ADMIN_EMAIL, …); each service reads the same settings.
 */
const config = loadConfig();
const log = createLog(config.LOG_LEVEL);
const split = await startSplit({ port: config.PORT, host: config.HOST, compiled: true, env: { APP_URL: config.appUrl } });
log.info(`Dealbook (split: command, query, projections, workers) is running at ${config.appUrl} (data in ${config.DATA_DIR})`);

let stopping = false;
const stop = (code: number) => {
  if (stopping) return;
  stopping = true;
  void split.stop().then(() => process.exit(code));
};
for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => stop(0));
void split.ended.then((service) => {
  if (stopping) return;
  log.error(`${service} stopped: stopping the others`);
  stop(1);
});
