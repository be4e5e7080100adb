import { defineConfig } from 'vitest/config';
import { sourceAliases } from './source-aliases.mjs';

/** `npm run test:n8n` only: tests against the real n8n the script starts (tests/n8n). */
export default defineConfig({
  resolve: { alias: sourceAliases },
  test: {
    include: ['tests/n8n/**/*.test.ts'],
    // The migrated PGlite template Copydesk's test app starts from.
    globalSetup: ['tests/global-setup.ts'],
    environment: 'node',
    pool: 'forks',
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
