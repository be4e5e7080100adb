import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** One chunk of the client build, as Vite's `.vite/manifest.json` describes it. */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

/** Vite's manifest: the chunks by module (a path relative to src/web) or `index.html`. */
export type Manifest = Record<string, ManifestChunk>;

/** The manifest of the client built into `root` (throws when the build has none). */
export function readManifest(root: string): Manifest {
  return JSON.parse(readFileSync(join(root, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}

/**
 * `keys` and every chunk they import statically: what a browser fetches before those modules
 * can run. A key the manifest does not name throws (a module renamed since the build?).
 */
export function staticClosure(manifest: Manifest, keys: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the client build's manifest`);
    seen.add(key);
    for (const next of chunk.imports ?? []) visit(next);
  };
  keys.forEach(visit);
  return seen;
}
