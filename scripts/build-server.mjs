// The server's build (decision 035): src/server and src/core, with the packages they import,
// bundled by esbuild into dist/server: `main.js`, the database thread's `db/pglite-thread.js`
// and `db/pglite-remote.js` (its test imports it), `backup.js` and `restore.js` (`npm run backup`,
// `npm run restore`), the knowledge library's parsing thread, and the chunks they share (the app itself is one, imported while the
// database opens). `npm run check` type-checks.
// `node scripts/build-server.mjs` builds; `ensureServerBuilt()` builds only when the sources or
// the installed packages are newer than dist/server/main.js (`npm start`, the benches, the
// tests' processes), and `newestChange()` is the one way to ask when sources last changed.
import { existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('../', import.meta.url));
const mainJs = join(root, 'dist/server/main.js');

/** Every file below `dir`. */
const filesOf = (dir) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));

/**
 * When a file below any of `dirs` (relative to the project) last changed, in ms: what every
 * "is the build older than its sources" check compares (`npm start`, the benches).
 */
export const newestChange = (...dirs) =>
  Math.max(0, ...dirs.flatMap((dir) => filesOf(join(root, dir))).map((f) => statSync(f).mtimeMs));

/** The files a process starts from; everything else is in the chunks they share. */
const entryPoints = [
  'main.ts',
  'db/pglite-thread.ts',
  'db/pglite-remote.ts',
  // `npm run backup` and `npm run restore` (decision 048).
  'backup.ts',
  'restore.ts',
  // The knowledge library's parsing thread (decision 063).
  'services/knowledge/parse-thread.ts',
].map((file) => join(root, 'src/server', file));

/**
 * Packages left to Node: native code (argon2), files found next to their own module at run time
 * (PGlite's WebAssembly, pino's transport threads, css-tree's data), CommonJS packages loaded
 * with `import()` (Node gives their named exports, a chunk of the bundle only `default`:
 * ioredis, and `cookie` inside @fastify/cookie), and what only runs from source (tsx) or is
 * optional (pg-native).
 */
const external = [
  '@electric-sql/pglite',
  '@fastify/cookie',
  '@node-rs/argon2',
  'css-tree',
  'ioredis',
  'pg-native',
  'pino',
  'pino-pretty',
  'tsx',
  // The parsing thread's libraries (pdf.js inside unpdf, mammoth, linkedom, Readability): loaded
  // as published, only on that thread.
  '@mozilla/readability',
  'linkedom',
  'mammoth',
  'unpdf',
];

/** Packages written as CommonJS call `require`, which an ES module does not have by itself. */
const requireShim =
  "import { createRequire as __copydeskRequire } from 'node:module';\n" +
  'const require = __copydeskRequire(import.meta.url);';

export async function buildServer() {
  rmSync(join(root, 'dist/server'), { recursive: true, force: true });
  rmSync(join(root, 'dist/core'), { recursive: true, force: true });
  const result = await build({
    entryPoints,
    outdir: join(root, 'dist/server'),
    outbase: join(root, 'src/server'),
    chunkNames: 'chunks/[name]-[hash]',
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    external,
    banner: { js: requireShim },
    sourcemap: true,
    metafile: true,
    logLevel: 'warning',
  });
  return Object.keys(result.metafile.inputs).length;
}

/** npm writes this file on every install: the packages bundled may have changed. */
const installed = join(root, 'node_modules/.package-lock.json');

/**
 * Builds when dist/server is missing, or older than any file of src/server or src/core, or than
 * the last install of packages.
 */
export async function ensureServerBuilt() {
  const built = existsSync(mainJs) ? statSync(mainJs).mtimeMs : 0;
  const packages = existsSync(installed) ? statSync(installed).mtimeMs : 0;
  if (built >= Math.max(newestChange('src/server', 'src/core'), packages)) return false;
  await buildServer();
  return true;
}

if (process.argv[1] && relative(process.argv[1], fileURLToPath(import.meta.url)) === '') {
  const started = performance.now();
  const count = await buildServer();
  console.log(`dist/server: ${count} modules in ${Math.round(performance.now() - started)} ms`);
}
