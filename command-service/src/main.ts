import { serve } from '@dealbook/standalone/serve';

/**
 * The command service alone: decides and appends every command; the gateway sends it every /api request that is not a GET.
 * Composed as every main is: standalone/src/compose.ts.
 */
await serve(['command']);
