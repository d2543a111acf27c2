import { ALL_PARTS } from './compose';
import { serve } from './serve';

/** `npm start`: the whole product in one process, on the embedded adapters unless configured otherwise. */
await serve(ALL_PARTS);
