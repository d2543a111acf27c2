/**
 * What every main does: compose the parts it runs (compose.ts), listen when one of them answers HTTP, and
 * on SIGTERM or SIGINT drain requests, stop the loops and close the stores before exiting.
 */
import { loadConfig } from '@dealbook/infra/config';
import { ALL_PARTS, composeServices, type Part } from './compose';
import { startReadinessServer } from './ready';

export async function serve(parts: readonly Part[]): Promise<void> {
  const config = loadConfig();
  const whole = ALL_PARTS.every((part) => parts.includes(part));
  // Apart, every process must sign and read the same cookies and links: on the embedded files they share
  // the key kept in the data dir; on the production stores each container has its own disk.
  if (!whole && config.EVENT_STORE !== 'sqlite' && !config.SESSION_KEY)
    throw new Error('SESSION_KEY is required when the services run apart (64 hex characters: openssl rand -hex 32)');
  const services = await composeServices(config, parts, { ui: whole });
  const name = whole ? 'Dealbook' : parts.join(' + ');
  if (services.app) {
    await services.app.listen({ port: config.PORT, host: config.HOST });
    services.app.log.info(`${name} is running at ${whole ? config.appUrl : `port ${config.PORT}`} (data in ${config.DATA_DIR})`);
  } else {
    // No API here: a readiness route of its own, for the container's healthcheck and the split starter.
    const server = await startReadinessServer(services.adapters, parts, { port: config.PORT, host: config.HOST });
    const close = services.close;
    services.close = async () => {
      server.close();
      await close();
    };
    services.log.info(`${name} running, readiness on port ${(server.address() as { port: number }).port} (data in ${config.DATA_DIR})`);
  }

  let closing = false;
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      if (closing) return;
      closing = true;
      services.log.info(`${name}: ${signal}, draining and closing stores`);
      services.close().then(
        () => process.exit(0),
        (err: unknown) => {
          services.log.error({ err }, `${name}: closing failed`);
          process.exit(1);
        },
      );
    });
  }
}
