// The server's build: src/server and src/core to dist/server and dist/core, file for file
// (decision 035). esbuild only removes the types, as tsc would emit them; `npm run check`
// type-checks. `node scripts/build-server.mjs` builds; `ensureServerBuilt()` builds only when
// the sources are newer than dist/server/main.js (`npm start`, the benches, the tests' processes),
// and `newestChange()` is the one way to ask when sources last changed.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('../', import.meta.url));
const sourceDirs = ['src/server', 'src/core'].map((dir) => join(root, dir));
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

/** The TypeScript sources the build compiles (the loader of the thread run from source stays). */
const entryPoints = (files) => files.filter((f) => f.endsWith('.ts') && !f.endsWith('.d.ts'));

export async function buildServer() {
  const files = sourceDirs.flatMap(filesOf);
  await build({
    entryPoints: entryPoints(files),
    outdir: join(root, 'dist'),
    outbase: join(root, 'src'),
    format: 'esm',
    platform: 'node',
    target: 'node20',
    sourcemap: true,
    logLevel: 'warning',
  });
  return files.length;
}

/** Builds when dist/server is missing or older than any file of src/server or src/core. */
export async function ensureServerBuilt() {
  const built = existsSync(mainJs) ? statSync(mainJs).mtimeMs : 0;
  if (built >= newestChange('src/server', 'src/core')) return false;
  await buildServer();
  return true;
}

if (process.argv[1] && relative(process.argv[1], fileURLToPath(import.meta.url)) === '') {
  const started = performance.now();
  const count = await buildServer();
  console.log(`dist/server: ${count} files in ${Math.round(performance.now() - started)} ms`);
}
