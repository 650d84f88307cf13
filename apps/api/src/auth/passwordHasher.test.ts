import { describe, expect, it } from 'vitest';
import { createPasswordHasher } from './passwordHasher';

describe('createPasswordHasher', () => {
  const hasher = createPasswordHasher({ memoryCost: 256, timeCost: 1, parallelism: 1 });

  it('hashes with argon2id and verifies only the right password', async () => {
    const hash = await hasher.hash('Correct#Horse1');
    expect(hash.startsWith('$argon2id$')).toBe(true);
    expect(hash).not.toContain('Correct#Horse1');
    expect(await hasher.verify(hash, 'Correct#Horse1')).toBe(true);
    expect(await hasher.verify(hash, 'correct#horse1')).toBe(false);
    expect(await hasher.verify('not a hash', 'Correct#Horse1')).toBe(false);
  });

  it('knows when a hash was made with a weaker cost', async () => {
    const weak = await hasher.hash('x-password');
    const production = createPasswordHasher({ memoryCost: 19_456, timeCost: 2, parallelism: 1 });
    expect(production.needsRehash(weak)).toBe(true);
    expect(hasher.needsRehash(weak)).toBe(false);
  });
});
