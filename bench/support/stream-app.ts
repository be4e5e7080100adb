import { fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../../src/server/db/connection.js';
import { webhookSettings } from '../../src/server/db/schema.js';
import { createBenchCompany } from './bench-company.js';

/**
 * The app of bench/generation-stream.ts as production runs it: `dist/server/main.js` (what
 * `npm start` imports, built here first when the sources are newer, as `npm start` does) in a
 * process of its own, configured by environment variables only, with no TypeScript loader
 * (running through tsx cost about 120 MB of RSS more). bench/support/app-probe.mjs is loaded
 * with it to report memory and event loop delay. The bench's companies are written into the
 * database before the app opens it.
 */
export interface BenchUser {
  slug: string;
  username: string;
  password: string;
}

export interface AppProbe {
  memory: NodeJS.MemoryUsage;
  /** Event loop delay in milliseconds. */
  lag: { p50: number; p99: number; max: number };
}

export interface BenchApp {
  child: ChildProcess;
  origin: string;
  kind: 'postgres' | 'pglite';
  /** `gc`: after a full garbage collection (what is still reachable). */
  probe(opts?: { gc?: boolean }): Promise<AppProbe>;
  /** Writes a heap snapshot of the app to `file` (it stalls the app for seconds). */
  heapSnapshot(file: string): Promise<void>;
  /** SIGTERM (the app's graceful shutdown); resolves once it has exited. */
  stop(): Promise<void>;
}

const root = fileURLToPath(new URL('../../', import.meta.url));
const mainJs = join(root, 'dist/server/main.js');
const probeFile = fileURLToPath(new URL('./app-probe.mjs', import.meta.url));

/**
 * Creates `companies` companies with one user each, whose Facebook assistant points at the
 * automation's `/latency` and blog assistant at its `/slow`. PostgreSQL: in DATABASE_URL;
 * otherwise in a PGlite data directory of its own (`dataDir`), closed again before the app
 * opens it. `remove()` takes the companies (and their jobs and history) away again.
 */
export async function prepareDatabase(opts: { hookHost: string; companies: number }) {
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const dataDir = databaseUrl ? 'memory' : mkdtempSync(join(tmpdir(), 'copydesk-stream-bench-'));
  const database = await openDatabase({ databaseUrl, dataDir });
  const users: BenchUser[] = [];
  const removals: (() => Promise<void>)[] = [];
  for (let i = 0; i < opts.companies; i++) {
    const bench = await createBenchCompany(database.db);
    for (const [assistantType, path] of [
      ['facebook', 'latency'],
      ['blog', 'slow'],
    ]) {
      await database.db.insert(webhookSettings).values({
        companyId: bench.company.id,
        assistantType,
        webhookUrl: `http://${opts.hookHost}/webhook/${path}`,
      });
    }
    users.push({ slug: bench.slug, username: bench.username, password: bench.password });
    removals.push(bench.remove);
  }
  if (!databaseUrl) await database.close();
  return {
    users,
    dataDir,
    async remove() {
      if (!databaseUrl) return rmSync(dataDir, { recursive: true, force: true });
      for (const remove of removals) await remove().catch(() => undefined);
      await database.close();
    },
  };
}

/** Starts `dist/server/main.js` with the environment given (plus the parent's). */
export async function startBuiltApp(env: Record<string, string>): Promise<BenchApp> {
  const child = fork(mainJs, [], {
    cwd: root,
    // --expose-gc only lets the probe collect garbage before measuring, when asked to.
    execArgv: ['--expose-gc', '--import', probeFile],
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const port = await new Promise<number>((resolve, reject) => {
    let out = '';
    const onData = (data: Buffer) => {
      out += data.toString();
      const match = /Copydesk is running: http:\/\/[^:/]+:(\d+)/.exec(out);
      if (!match) return;
      child.stdout?.off('data', onData);
      child.stdout?.resume(); // the app's log lines are not kept
      resolve(Number(match[1]));
    };
    child.stdout?.on('data', onData);
    void exited.then(() => reject(new Error(`the app exited before listening:\n${out}`)));
  });
  let probes = 0;
  const probe = (opts: { gc?: boolean } = {}) =>
    new Promise<AppProbe>((resolve) => {
      const id = ++probes;
      const onMessage = (msg: { probe?: number } & AppProbe) => {
        if (msg.probe !== id) return;
        child.off('message', onMessage);
        resolve({ memory: msg.memory, lag: msg.lag });
      };
      child.on('message', onMessage);
      child.send({ probe: id, gc: opts.gc });
    });
  const heapSnapshot = (file: string) =>
    new Promise<void>((resolve) => {
      const onMessage = (msg: { heapSnapshot?: string }) => {
        if (msg.heapSnapshot === undefined) return;
        child.off('message', onMessage);
        resolve();
      };
      child.on('message', onMessage);
      child.send({ heapSnapshot: file });
    });
  return {
    child,
    origin: `http://127.0.0.1:${port}`,
    heapSnapshot,
    kind: env.DATABASE_URL ? 'postgres' : 'pglite',
    probe,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
