import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { promisify } from 'node:util';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Text assets worth compressing. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt)$/;
/**
 * A compressed answer carries a `content-encoding` header (and `vary`): a twin is written when
 * it saves more than those cost, which files of a few hundred bytes already do. A page loads
 * dozens of such small chunks (shared icons, helpers; decision 054); sent plain, they were about
 * 12 kB of the workspace's first load instead of 7.
 */
const MIN_BYTES = 256;
const MIN_SAVING = 64;

/**
 * Writes `<file>.br` and `<file>.gz` beside every compressible file under `dir`, at the highest
 * levels (done once at build time, so the server never compresses on a request), each when it
 * saves at least MIN_SAVING bytes.
 */
export async function precompressDir(dir: string): Promise<string[]> {
  const written: string[] = [];
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  await Promise.all(
    entries
      .filter((e) => e.isFile() && COMPRESSIBLE.test(e.name) && !/[\\/]\./.test(e.parentPath))
      .map(async (e) => {
        const file = join(e.parentPath, e.name);
        const data = await readFile(file);
        if (data.length < MIN_BYTES) return;
        const [br, gzipped] = await Promise.all([
          brotli(data, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
            },
          }),
          gz(data, { level: constants.Z_BEST_COMPRESSION }),
        ]);
        const twins = [
          { suffix: 'br', data: br },
          { suffix: 'gz', data: gzipped },
        ].filter((twin) => twin.data.length <= data.length - MIN_SAVING);
        if (twins.length === 0) return;
        await Promise.all(twins.map((twin) => writeFile(`${file}.${twin.suffix}`, twin.data)));
        written.push(file);
      }),
  );
  return written;
}

/** Vite plugin: pre-compresses the finished client build (brotli and gzip). */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'copydesk-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await precompressDir(outDir);
    },
  };
}
