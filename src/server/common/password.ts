import { hash, verify } from '@node-rs/argon2';

// OWASP's first recommendation for argon2id: 19 MiB, 2 passes, 1 lane (P10).
const ARGON2_OPTIONS = {
  algorithm: 2 /* Algorithm.Argon2id; a const enum, so spelled out */,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let decoyHash: Promise<string> | undefined;

/**
 * Verifies against a throwaway hash when the username doesn't exist, so a failed sign-in takes as
 * long either way and the timing does not reveal which usernames exist.
 */
export async function verifyAgainstDecoy(password: string): Promise<false> {
  decoyHash ??= hashPassword('classmint-decoy-password');
  await verifyPassword(await decoyHash, password);
  return false;
}
