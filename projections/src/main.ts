import { serve } from '@dealbook/standalone/serve';

/**
 * The projections alone: one active instance feeds every read model (and, on KurrentDB, seals the log).
 * Composed as every main is: standalone/src/compose.ts.
 */
await serve(['projections']);
