/**
 * Writes the public API's TypeScript types (examples/public-api/v1.d.ts) from the document the
 * app serves at /api/v1/openapi.json: `npm run api:types`, after a change to a `/api/v1` route.
 * tests/api/public-api/v1-openapi.test.ts fails while the file is out of date.
 */
import { writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import { servedDocuments, V1_TYPES_FILE, v1Types } from './openapi-documents.js';

const { v1 } = await servedDocuments();
writeFileSync(V1_TYPES_FILE, await v1Types(v1));
console.log(`Wrote ${relative(process.cwd(), V1_TYPES_FILE)}`);
