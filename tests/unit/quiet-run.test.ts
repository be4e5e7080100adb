import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

/** `npm start` builds quietly: one line on success, the whole output on failure. */
const run = (commands: string[][]) =>
  spawnSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `import { runQuietly } from './scripts/quiet-run.mjs';
       runQuietly('Built the web app', ${JSON.stringify(commands)});`,
    ],
    { encoding: 'utf8' },
  );

const chatty = [process.execPath, '-e', 'for (let i = 0; i < 120; i++) console.log("line " + i)'];

describe('runQuietly', () => {
  it('prints one line with the time, not the 120 lines of the build', () => {
    const result = run([chatty, chatty]);
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/^Built the web app in \d+\.\d s\n$/);
    expect(result.stderr).toBe('');
  });

  it("prints a failing step's output and fails with its code", () => {
    const failing = [process.execPath, '-e', 'console.log("what broke"); process.exit(3)'];
    const result = run([chatty, failing, chatty]);
    expect(result.status).toBe(3);
    expect(result.stdout).toBe('what broke\n');
    expect(result.stderr).toContain('Built the web app failed');
  });
});
