import { afterAll, onTestFinished } from 'vitest';

/**
 * Runs `end` once its caller is done: at the end of the test it was called in, or after the file
 * when called at the top level or in a suite. (An `afterAll` registered while a test runs is never
 * run: an app made in a test would go on running, its sweeps reaching into later files' data.)
 */
export function whenDone(end: () => unknown) {
  const run = async () => void (await end());
  try {
    onTestFinished(run);
  } catch {
    // Not inside a test ("onTestFinished() can only be called inside a test").
    afterAll(run);
  }
}
