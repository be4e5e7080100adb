import { checkPassword, PASSWORD_SPECIALS } from './password-rules.js';

/** A uniform random integer below `max`, from the platform's cryptographic generator. */
function randomBelow(max: number): number {
  const limit = Math.floor(0x1_0000_0000 / max) * max;
  const buffer = new Uint32Array(1);
  for (;;) {
    globalThis.crypto.getRandomValues(buffer);
    if (buffer[0] < limit) return buffer[0] % max;
  }
}

/**
 * A random password that passes all five rules, from characters that are easy to read and to
 * paste into a shell or a form (no quotes, brackets or look-alikes). Used by the seed (server)
 * and by "Generate password" in the admin dialogs (browser).
 */
export function generateStrongPassword(length = 16): string {
  const specials = [...'-_!@#%+='].filter((c) => PASSWORD_SPECIALS.includes(c)).join('');
  const sets = ['ABCDEFGHJKLMNPQRSTUVWXYZ', 'abcdefghijkmnopqrstuvwxyz', '23456789', specials];
  const all = sets.join('');
  for (;;) {
    const chars = sets.map((s) => s[randomBelow(s.length)]);
    while (chars.length < length) chars.push(all[randomBelow(all.length)]);
    for (let i = chars.length - 1; i > 0; i--) {
      const j = randomBelow(i + 1);
      [chars[i], chars[j]] = [chars[j], chars[i]];
    }
    const password = chars.join('');
    if (checkPassword(password).valid) return password;
  }
}
