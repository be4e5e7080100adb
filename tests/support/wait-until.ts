interface Every {
  /** The pause between two tries (50 ms unless told). */
  everyMs?: number;
}

/**
 * Asks `probe` until `ok` holds for its answer, and answers that value. It has no time limit of
 * its own: the test's time-out ends a wait that hangs. A probe that throws ends the wait with its
 * error (a probe may throw when waiting is pointless, such as when the process it asks exited).
 */
export async function waitUntil<T, S extends T>(
  probe: () => T | Promise<T>,
  ok: (value: T) => value is S,
  every?: Every,
): Promise<S>;
export async function waitUntil<T>(
  probe: () => T | Promise<T>,
  ok: (value: T) => boolean,
  every?: Every,
): Promise<T>;
export async function waitUntil<T>(
  probe: () => T | Promise<T>,
  ok: (value: T) => boolean,
  { everyMs = 50 }: Every = {},
): Promise<T> {
  for (;;) {
    const value = await probe();
    if (ok(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
