import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/** A client build on disk for the app to serve (`WEB_DIST_DIR`), removed with `remove`. */
export interface WebBuild {
  dir: string;
  remove(): Promise<void>;
}

/**
 * Writes a client build as Vite would leave it, from `files` (path inside the build, content),
 * into a new temporary directory.
 */
export async function writeWebBuild(files: Record<string, string>): Promise<WebBuild> {
  const dir = await mkdtemp(join(tmpdir(), 'copydesk-web-'));
  for (const [path, content] of Object.entries(files)) {
    await mkdir(dirname(join(dir, path)), { recursive: true });
    await writeFile(join(dir, path), content);
  }
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}
