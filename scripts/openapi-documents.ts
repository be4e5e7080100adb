/**
 * The API descriptions the app serves (`/api/openapi.json`, `/api/v1/openapi.json`), made without
 * a server, and the public API's TypeScript types made from its document. For
 * `npm run lint:openapi`, `npm run api:types` and the test that keeps the types up to date.
 */
import { join } from 'node:path';
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';
import { format, resolveConfig } from 'prettier';
import { buildApp } from '../src/server/app.js';
import { loadConfig } from '../src/server/config.js';

/** Where the example client's types are kept (examples/public-api/client.ts imports them). */
export const V1_TYPES_FILE = join(import.meta.dirname, '..', 'examples', 'public-api', 'v1.d.ts');

/** Both documents, from the app built on an in-memory embedded database. */
export async function servedDocuments(): Promise<{ app: object; v1: object }> {
  // Only these settings: never a DATABASE_URL, REDIS_URL or data directory of the environment.
  const app = await buildApp(loadConfig({ DATA_DIR: 'memory', LOG_LEVEL: 'silent' }));
  try {
    await app.ready();
    const v1 = await app.inject({ url: '/api/v1/openapi.json' });
    if (v1.statusCode !== 200) throw new Error(`/api/v1/openapi.json: ${v1.statusCode} ${v1.body}`);
    return { app: app.swagger(), v1: v1.json() };
  } finally {
    await app.close();
  }
}

/** The content of V1_TYPES_FILE for a document, formatted as the repository is. */
export async function v1Types(document: object): Promise<string> {
  const types = astToString(await openapiTS(document as OpenAPI3, { silent: true }));
  const header =
    '/**\n' +
    ' * The types of the Copydesk public API, from `/api/v1/openapi.json`. Written by\n' +
    ' * `npm run api:types`: do not edit.\n' +
    ' */\n';
  const options = (await resolveConfig(V1_TYPES_FILE)) ?? {};
  return format(header + types, { ...options, filepath: V1_TYPES_FILE });
}
