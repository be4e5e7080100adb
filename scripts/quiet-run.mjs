// Runs a build step without its output on the terminal: one line with how long it took, or,
// when it fails, everything it printed (so `npm start` shows where to sign in first).
import { spawnSync } from 'node:child_process';

/**
 * Runs each command in turn, quietly; prints `${label} in N.N s` once all succeeded. A failing
 * command's output is printed and the process exits with its code.
 */
export function runQuietly(label, commands) {
  const started = performance.now();
  for (const [command, ...args] of commands) {
    const result = spawnSync(command, args, {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
      maxBuffer: 64 * 1024 * 1024,
    });
    if (result.status !== 0) {
      process.stdout.write(result.stdout ?? '');
      process.stderr.write(result.stderr ?? '');
      if (result.error) console.error(result.error.message);
      console.error(`${label} failed: ${[command, ...args].join(' ')}`);
      process.exit(result.status ?? 1);
    }
  }
  console.log(`${label} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
