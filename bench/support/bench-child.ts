import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { request } from 'undici';

/** What a bench child tells its parent once it listens (bench-server.ts adds the sign-in). */
export interface ChildReady {
  ready: true;
  port: number;
  slug?: string;
  username?: string;
  password?: string;
  db?: string;
}

/**
 * Forks a bench child of bench/support (`file`, relative to this folder) with the parent's
 * environment and `env` over it; resolves when it says it is ready.
 */
export function startChild(
  file: string,
  args: string[] = [],
  env: Record<string, string> = {},
): Promise<{ child: ChildProcess; info: ChildReady }> {
  const child = fork(fileURLToPath(new URL(file, import.meta.url)), args, {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    env: { ...process.env, ...env },
  });
  return new Promise((resolve, reject) => {
    child.once('message', (info: ChildReady) => resolve({ child, info }));
    child.once('exit', (code) => reject(new Error(`${file} exited early (${code})`)));
  });
}

/** Asks the child to stop (it removes its rows first); resolves once it has exited. */
export function stopChild(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.send({ stop: true });
  });
}

/** CPU milliseconds (user and system) the child has used so far (bench-server.ts answers). */
export function childCpuMs(child: ChildProcess): Promise<number> {
  return new Promise((resolve) => {
    const onMessage = (msg: { cpu?: NodeJS.CpuUsage }) => {
      if (!msg.cpu) return;
      child.off('message', onMessage);
      resolve((msg.cpu.user + msg.cpu.system) / 1000);
    };
    child.on('message', onMessage);
    child.send({ cpu: true });
  });
}

/** Signs in through `POST /api/auth/login` and returns the `copydesk.sid=...` cookie pair. */
export async function signInOverHttp(
  origin: string,
  user: { slug: string; username: string; password: string },
): Promise<string> {
  const res = await request(`${origin}/api/auth/login?company=${user.slug}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: user.username, password: user.password }),
  });
  const text = await res.body.text();
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${text}`);
  const setCookie = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
  const cookie = setCookie.map((c) => c.split(';')[0]).find((c) => c.includes('copydesk.sid='));
  if (!cookie) throw new Error('sign-in set no session cookie');
  return cookie;
}
