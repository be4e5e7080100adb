import { readFileSync } from 'node:fs';
import pg from 'pg';

/** Clock ticks per second of /proc/<pid>/stat (100 on Linux). */
const TICKS = 100;

/** CPU milliseconds used so far by each PostgreSQL backend of the bench database. */
export type BackendCpu = Map<number, number>;

/**
 * Reads the CPU time of the PostgreSQL backends serving the bench database (every connection to
 * it but this one) from /proc: PostgreSQL runs on the same cores as the app, so its work per
 * generation counts too. Linux only (empty elsewhere).
 */
export async function pgBackendCpu(connectionString: string): Promise<BackendCpu> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>(
      'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );
    return new Map(rows.map((r) => [r.pid, cpuOf(r.pid)]));
  } finally {
    await client.end();
  }
}

/**
 * CPU milliseconds the backends used between two readings. A backend that started meanwhile
 * counts whole (it started during the run); one that ended meanwhile is missed.
 */
export function backendCpuBetween(before: BackendCpu, after: BackendCpu): number {
  let ms = 0;
  for (const [pid, used] of after) ms += used - (before.get(pid) ?? 0);
  return ms;
}

function cpuOf(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces): utime and stime are the 12th and
    // 13th of them.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS;
  } catch {
    return 0;
  }
}
