import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import { sourceAliases } from './source-aliases.mjs';

// Features never import each other (decision 022): each feature folder may import only itself
// from src/web/features; what two features share lives in src/web/lib or src/web/components.
const FEATURES = readdirSync(new URL('./src/web/features', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const featureZones = FEATURES.map((feature) => ({
  target: `./src/web/features/${feature}`,
  from: './src/web/features',
  except: [`./${feature}`],
  message: 'Features never import each other: move what both need to src/web/lib (decision 022).',
}));

export default tseslint.config(
  {
    ignores: [
      'dist',
      'data',
      'node_modules',
      'drizzle',
      'test-results',
      'playwright-report',
      '.cache',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX },
    // Relative imports name the built file (`./x.js` for `x.ts`/`x.tsx`): without this the
    // restricted paths below could not resolve them and would let every import through.
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
          extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
          alias: Object.fromEntries(
            Object.entries(sourceAliases).map(([name, folder]) => [name, [folder]]),
          ),
        }),
      ],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            // The shared core never does I/O and never imports the server or the web app.
            { target: './src/core', from: './src/server' },
            { target: './src/core', from: './src/web' },
            // The server and the web app only meet through the core.
            { target: './src/server', from: './src/web' },
            { target: './src/web', from: './src/server' },
            // Shared web code never imports features.
            { target: './src/web/components', from: './src/web/features' },
            { target: './src/web/lib', from: './src/web/features' },
            ...featureZones,
          ],
        },
      ],
    },
  },
  {
    // The server loads core: the whole icon package cost it about 40 MB of memory for eleven
    // icons (decision 025). Each icon is imported from its own module.
    files: ['src/core/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'lucide-react',
              allowTypeImports: true,
              message:
                "Import each icon from 'lucide-react/icons/<name>': the server loads core (decision 025).",
            },
          ],
        },
      ],
    },
  },
  {
    // Built, the server runs from chunks in dist/server/chunks (decision 035): a path counted
    // from a module's own place would point elsewhere there.
    files: ['src/server/**/*.ts', 'src/core/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'NewExpression[callee.name="URL"] > MemberExpression.arguments[object.type="MetaProperty"][property.name="url"]',
          message:
            "Name a file of the project with projectPath('...') from db/project-folders.ts: built, this module runs from a chunk (decision 035).",
        },
      ],
    },
  },
  {
    // Services speak the domain (decision 055): they throw DomainError, take plain values and
    // return records; HTTP errors, requests and presenters belong to the routes.
    files: ['src/server/services/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/http-errors.js', '**/presenters/*'],
              message:
                'Services throw DomainError and return records; routes present (decision 055).',
            },
          ],
          paths: [
            {
              name: 'fastify',
              importNames: ['FastifyRequest', 'FastifyReply'],
              message: 'Services take plain values, never the request (decision 055).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
);
