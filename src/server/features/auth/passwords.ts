import { hash, verify } from '@node-rs/argon2';

/** OWASP's argon2id settings: 19 MiB, t=2, p=1 — about 11 ms a hash here. */
const OPTIONS = {
  algorithm: 2 /* Algorithm.Argon2id (a const enum) */,
  memoryCost: 19 * 1024,
  timeCost: 2,
  parallelism: 1,
};

/**
 * Argon2 operations (hashes and verifies) this process has started: the costly part of every
 * account request. An operations figure, and what tests read to prove that a refused request
 * never reached the hash. A plain counter rather than a module mock: test files share their
 * modules, and a mock does not hold once another file has loaded this module.
 */
export const argonOperations = { started: 0 };

export function hashPassword(password: string): Promise<string> {
  argonOperations.started++;
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  argonOperations.started++;
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

// Verified against when the username does not exist, so both answers take as long.
let dummyHash: Promise<string> | undefined;
export async function burnVerify(password: string): Promise<void> {
  dummyHash ??= hashPassword('not-a-real-password-for-timing');
  await verifyPassword(await dummyHash, password);
}
