import type { FastifyInstance } from 'fastify';
import type { ProjectionRunner } from '@dealbook/projections';
import type { Config } from '@dealbook/infra/config';
import { buildAdapters, type Adapters } from './adapters';
import { ALL_PARTS, composeServices, type ComposeOptions } from './compose';

export interface Runtime {
  app: FastifyInstance;
  adapters: Adapters;
  runner: ProjectionRunner;
  close(): Promise<void>;
}

export interface RuntimeOptions extends Omit<ComposeOptions, 'adapters' | 'ui'> {
  adapters?: Adapters;
}

/**
 * Everything in one process: both services on one Fastify instance, the projections and the workers,
 * on the adapters the configuration names (embedded by default), and the built UI with clean URLs.
 */
export async function buildRuntime(config: Config, options: RuntimeOptions = {}): Promise<Runtime> {
  const adapters = options.adapters ?? (await buildAdapters(config));
  try {
    const services = await composeServices(config, ALL_PARTS, { ...options, adapters, ui: true });
    return {
      app: services.app!,
      adapters,
      runner: services.read.runner!,
      async close() {
        await services.close();
        if (!options.adapters) await adapters.close();
      },
    };
  } catch (error) {
    if (!options.adapters) await adapters.close();
    throw error;
  }
}
