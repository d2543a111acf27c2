import { serve } from '@dealbook/standalone/serve';

/**
 * The query service alone: answers every GET of /api from the read models.
 * Composed as every main is: standalone/src/compose.ts.
 */
await serve(['query']);
