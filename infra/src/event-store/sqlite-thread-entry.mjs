// The embedded event store's writer thread: TypeScript is loaded through tsx, as in the rest of the runtime.
import { register } from 'tsx/esm/api';

register();
await import('./sqlite-thread-main.ts');
