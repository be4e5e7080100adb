// The parsing thread when the app runs from its TypeScript sources (tests, benches, `npm run
// dev`): tsx compiles parse-thread.ts for this thread. The built app starts
// dist/server/services/knowledge/parse-thread.js directly.
import { register } from 'tsx/esm/api';

register();
await import('./parse-thread.ts');
