import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { waitUntil } from '../../support/wait-until.js';

/**
 * A real n8n for the tests: the version `npm run test:n8n` installed into `.cache/n8n`, run with
 * the Node of `.cache/node-24`, on a database of its own on the local PostgreSQL. Credentials and
 * workflows are imported and published with n8n's own CLI before it starts.
 */

const ROOT = resolve(import.meta.dirname, '..', '..', '..');
const NODE_BIN = join(ROOT, '.cache', 'node-24', 'bin');
const N8N = join(ROOT, '.cache', 'n8n', 'node_modules', '.bin', 'n8n');
const PG = { host: '127.0.0.1', port: 5432, user: 'postgres' };

export interface N8nInstance {
  url: string;
  stop(): Promise<void>;
}

export interface N8nSetup {
  credentials: object[];
  /** Workflows with an `id` each; all are published. */
  workflows: Array<{ id: string }>;
  /** Paths that must answer (registered) before the instance counts as started. */
  paths: string[];
}

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as { port: number };
  await new Promise<void>((done) => server.close(() => done()));
  return port;
}

async function sql(statement: string) {
  const client = new pg.Client({ ...PG, database: 'postgres' });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

function runCli(env: NodeJS.ProcessEnv, args: string[]): Promise<void> {
  return new Promise((done, fail) => {
    const child = spawn(N8N, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    child.on('exit', (code) =>
      code === 0 ? done() : fail(new Error(`n8n ${args.join(' ')} failed (${code}):\n${output}`)),
    );
  });
}

/** Runs `task` on every item, `limit` at a time. */
async function inBatches<T>(items: T[], limit: number, task: (item: T) => Promise<void>) {
  for (let i = 0; i < items.length; i += limit)
    await Promise.all(items.slice(i, i + limit).map(task));
}

/** Asks `check` every second until it says yes; fails at once when n8n exited. */
async function whenReady(check: () => Promise<boolean>, what: string, child: ChildProcess) {
  await waitUntil(
    () => {
      if (child.exitCode !== null) throw new Error(`n8n exited (${child.exitCode}) before ${what}`);
      return check().catch(() => false);
    },
    Boolean,
    { everyMs: 1000 },
  );
}

export async function startN8n(setup: N8nSetup): Promise<N8nInstance> {
  const [port, brokerPort] = [await freePort(), await freePort()];
  const database = `copydesk_n8n_${process.pid}_${Date.now()}`;
  const folder = mkdtempSync(join(tmpdir(), 'copydesk-n8n-'));
  await sql(`CREATE DATABASE "${database}"`);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PATH: `${NODE_BIN}:${process.env.PATH ?? ''}`,
    DB_TYPE: 'postgresdb',
    DB_POSTGRESDB_HOST: PG.host,
    DB_POSTGRESDB_PORT: String(PG.port),
    DB_POSTGRESDB_USER: PG.user,
    DB_POSTGRESDB_DATABASE: database,
    N8N_USER_FOLDER: folder,
    N8N_ENCRYPTION_KEY: 'copydesk-n8n-test-encryption-key',
    N8N_PORT: String(port),
    N8N_LISTEN_ADDRESS: '127.0.0.1',
    N8N_RUNNERS_BROKER_PORT: String(brokerPort),
    N8N_DIAGNOSTICS_ENABLED: 'false',
    N8N_VERSION_NOTIFICATIONS_ENABLED: 'false',
    N8N_TEMPLATES_ENABLED: 'false',
    N8N_PERSONALIZATION_ENABLED: 'false',
    N8N_LOG_LEVEL: 'warn',
  };
  const cleanUp = async () => {
    rmSync(folder, { recursive: true, force: true });
    await sql(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
  };
  let child: ChildProcess | null = null;
  try {
    writeFileSync(join(folder, 'credentials.json'), JSON.stringify(setup.credentials));
    writeFileSync(join(folder, 'workflows.json'), JSON.stringify(setup.workflows));
    await runCli(env, ['import:credentials', `--input=${join(folder, 'credentials.json')}`]);
    await runCli(env, ['import:workflow', `--input=${join(folder, 'workflows.json')}`]);
    await inBatches(setup.workflows, 4, (wf) => runCli(env, ['publish:workflow', `--id=${wf.id}`]));

    const started = spawn(N8N, ['start'], {
      env,
      stdio: ['ignore', 'ignore', 'pipe'],
      detached: true,
    });
    child = started;
    let log = '';
    started.stderr?.on('data', (d: Buffer) => (log = (log + d.toString()).slice(-20_000)));
    const url = `http://127.0.0.1:${port}`;
    try {
      await whenReady(
        async () => (await fetch(`${url}/healthz/readiness`)).ok,
        'it was ready',
        started,
      );
      // A published webhook with Header Auth answers 403 to a call without the key; 404 means
      // it is not registered yet.
      for (const path of setup.paths) {
        await whenReady(
          async () => (await fetch(`${url}/webhook/${path}`, { method: 'POST' })).status === 403,
          `/webhook/${path} was registered`,
          started,
        );
      }
    } catch (err) {
      throw new Error(`${(err as Error).message}\n${log}`);
    }
    return {
      url,
      async stop() {
        await stopProcess(started);
        await cleanUp();
      },
    };
  } catch (err) {
    if (child) await stopProcess(child);
    await cleanUp();
    throw err;
  }
}

async function stopProcess(child: ChildProcess) {
  if (child.exitCode !== null || child.pid === undefined) return;
  const exited = new Promise((r) => child.once('exit', r));
  process.kill(-child.pid, 'SIGTERM');
  const timer = setTimeout(() => child.pid && process.kill(-child.pid, 'SIGKILL'), 20_000);
  await exited;
  clearTimeout(timer);
}
