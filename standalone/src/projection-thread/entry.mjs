// The projections' thread: TypeScript is loaded through tsx, as in the rest of the runtime.
import { register } from 'tsx/esm/api';

register();
await import('./thread.ts');
