import { hash, parseOptions, verify, type Algorithm } from '@node-rs/argon2';
import type { PasswordHashingConfig } from '../config';
import { createSemaphore } from './semaphore';

/** argon2id; written as a number because the package exports it as an ambient const enum. */
const ARGON2ID = 2 as Algorithm;

/** Hashes computed at once: each takes ~19 MiB and a core, so a burst of sign-ins cannot starve the server. */
export const MAX_CONCURRENT_HASHES = 2;

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  /** False for a wrong password and for a hash that cannot be read. */
  verify(passwordHash: string, password: string): Promise<boolean>;
  /** Spends the same time as a real verification; used for unknown e-mails so timing reveals nothing. */
  verifyNothing(password: string): Promise<void>;
  /** Whether a stored hash was made with a weaker cost than the current one (upgrade it after sign-in). */
  needsRehash(passwordHash: string): boolean;
}

export function createPasswordHasher(cost: PasswordHashingConfig): PasswordHasher {
  const slots = createSemaphore(MAX_CONCURRENT_HASHES);
  const options = { ...cost, algorithm: ARGON2ID };
  let dummyHash: Promise<string> | null = null;

  const hasher: PasswordHasher = {
    hash: (password) => slots.run(() => hash(password, options)),
    verify: (passwordHash, password) =>
      slots.run(async () => {
        try {
          return await verify(passwordHash, password);
        } catch {
          return false;
        }
      }),
    async verifyNothing(password) {
      dummyHash ??= hash('dummy password for unknown accounts', options);
      await hasher.verify(await dummyHash, password);
    },
    needsRehash(passwordHash) {
      try {
        const current = parseOptions(passwordHash);
        return current.memoryCost < cost.memoryCost || current.timeCost < cost.timeCost;
      } catch {
        return false;
      }
    },
  };
  return hasher;
}
