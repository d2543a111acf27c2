import { loadConfig } from '@dealbook/infra/config';
import { buildRuntime } from './app';

/** `npm start`: the whole product in one process on the embedded adapters. */
const config = loadConfig();
const runtime = await buildRuntime(config);
await runtime.app.listen({ port: config.PORT, host: config.HOST });
runtime.app.log.info(`Dealbook is running at ${config.appUrl} (data in ${config.DATA_DIR})`);

let closing = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    runtime.app.log.info(`${signal}: draining requests and closing stores`);
    runtime.close().then(
      () => process.exit(0),
      (err: unknown) => {
        console.error(err);
        process.exit(1);
      },
    );
  });
}
