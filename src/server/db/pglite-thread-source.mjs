// The database thread when the app runs from its TypeScript sources (tests, benches, `npm run
// dev`): tsx compiles pglite-thread.ts for this thread as it does for the app's. The built app
// starts dist/server/db/pglite-thread.js directly.
import { register } from 'tsx/esm/api';

register();
await import('./pglite-thread.ts');
