import { spawn, type ChildProcess } from 'node:child_process';

/**
 * A real app process, as `npm start` runs it: the built `dist/server/main.js`, which the API
 * tests' global setup brings up to date with the sources before any test starts.
 */
export interface AppProcess {
  child: ChildProcess;
  /** The port it listens on (read from its welcome text). */
  port: number;
  origin: string;
  stdout: () => string;
  stderr: () => string;
  /** Resolves with the exit code (or the signal's name) once the process has ended. */
  exited: Promise<number | string>;
  stop(signal?: NodeJS.Signals): Promise<number | string>;
}

const TEST_APP_SECRET = 'process-test-secret-process-test-secret-0123';

/** Environment for a started app: quiet logs, known secret and seed passwords, any free port. */
export function appEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  return {
    ...process.env,
    PORT: '0',
    HOST: '127.0.0.1',
    APP_SECRET: TEST_APP_SECRET,
    LOG_LEVEL: 'warn',
    DEMO_DELAY_MS: '0',
    // Stop as behind nginx, which retries elsewhere on a refused connection.
    SHUTDOWN_DELAY_MS: '0',
    DATA_DIR: 'memory',
    DATABASE_URL: '',
    SEED_PLATFORM_ADMIN_PASSWORD: 'Platform-Admin-Pass-1',
    SEED_DEMO_ADMIN_PASSWORD: 'Demo-Admin-Pass-1',
    SEED_DEMO_USER_PASSWORD: 'Demo-User-Pass-1',
    ...extra,
  };
}

/** Every app process this test worker started and that has not ended yet. */
const running = new Set<ChildProcess>();

/**
 * Ends every app process still running (SIGKILL) and waits until they have. The API project's
 * setup file calls it after each test file, whatever happened to its tests (a time-out, a
 * failed assertion before `stop`), so no process outlives its file: a full disk's mount can then
 * be taken away, and no later file meets a stray listener.
 */
export async function stopAllApps(): Promise<void> {
  await Promise.all(
    [...running].map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          child.once('exit', () => resolve());
          child.kill('SIGKILL');
        }),
    ),
  );
}

// A worker that ends (or is ended) takes its app processes with it.
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

function launch(env: NodeJS.ProcessEnv) {
  const child = spawn(process.execPath, ['dist/server/main.js'], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  child.once('exit', () => running.delete(child));
  let out = '';
  let err = '';
  child.stdout?.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (err += d.toString()));
  const exited = new Promise<number | string>((resolve) => {
    child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown'));
  });
  return { child, exited, stdout: () => out, stderr: () => err };
}

/** Starts the app and waits until it has printed where it listens. */
export async function startApp(env: NodeJS.ProcessEnv): Promise<AppProcess> {
  const p = launch(env);
  const port = await new Promise<number>((resolve, reject) => {
    const onData = () => {
      const match = /Copydesk is running: http:\/\/[^:/]+:(\d+)/.exec(p.stdout());
      if (match) {
        p.child.stdout?.off('data', onData);
        resolve(Number(match[1]));
      }
    };
    p.child.stdout?.on('data', onData);
    void p.exited.then((code) =>
      reject(new Error(`the app exited (${code}) before listening:\n${p.stderr()}`)),
    );
  });
  return {
    ...p,
    port,
    origin: `http://127.0.0.1:${port}`,
    stop: async (signal = 'SIGTERM') => {
      if (p.child.exitCode === null && p.child.signalCode === null) p.child.kill(signal);
      return p.exited;
    },
  };
}

/**
 * Runs the app to its end (for start-ups that must fail). One that is still running after
 * `limitMs` is killed and reported as `'SIGKILL'`, so a start that hangs fails its test at once.
 */
export async function runAppToExit(env: NodeJS.ProcessEnv, limitMs = 60_000) {
  const p = launch(env);
  const timer = setTimeout(() => p.child.kill('SIGKILL'), limitMs);
  const code = await p.exited.finally(() => clearTimeout(timer));
  return { code, stdout: p.stdout(), stderr: p.stderr() };
}

/** A signed-in client of a started app (over real HTTP, cookies kept by hand). */
export async function signInOverHttp(
  origin: string,
  company: string,
  username: string,
  password: string,
) {
  const res = await fetch(`${origin}/api/auth/login?company=${company}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0];
  const on = (path: string) =>
    `${origin}${path}${path.includes('?') ? '&' : '?'}company=${company}`;
  return {
    cookie,
    /** Any method; a JSON body when `payload` is given. */
    send: (method: string, path: string, payload?: unknown) =>
      fetch(on(path), {
        method,
        headers:
          payload === undefined ? { cookie } : { 'content-type': 'application/json', cookie },
        ...(payload === undefined ? {} : { body: JSON.stringify(payload) }),
      }),
    post: (path: string, body: unknown, init: RequestInit = {}) =>
      fetch(`${origin}${path}${path.includes('?') ? '&' : '?'}company=${company}`, {
        method: 'POST',
        ...init,
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify(body),
      }),
    get: (path: string) =>
      fetch(`${origin}${path}${path.includes('?') ? '&' : '?'}company=${company}`, {
        headers: { cookie },
      }),
  };
}
