import { serve } from '@dealbook/standalone/serve';

/**
 * The workers alone: reactors queue jobs, processors send mail and build models.
 * Composed as every main is: standalone/src/compose.ts.
 */
await serve(['workers']);
