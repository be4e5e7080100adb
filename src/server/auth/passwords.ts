import { hash, verify } from '@node-rs/argon2';
import { checkPassword } from '@core/identity/password-rules.js';
import { badRequest } from '../http/http-errors.js';

/** Algorithm.Argon2id (a const enum, which isolated modules cannot read). */
const ARGON2ID = 2;

/** OWASP's argon2id parameters: 19 MiB, 2 iterations, 1 lane. */
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A hash to verify against when the user does not exist, so timing does not reveal it. */
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword('copydesk-dummy-password-for-timing');
  return dummyHash;
}

/** Refuses a weak password with the message of the first rule it fails (docs/product.md#passwords). */
export function assertStrongPassword(password: string) {
  const { firstFailure } = checkPassword(password);
  if (firstFailure) throw badRequest(firstFailure);
}
