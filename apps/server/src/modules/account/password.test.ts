import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkPassword, hashPassword } from './password';

// The suites hash at the cheap test cost (vitest.config.ts); this file holds the production one.
describe('password hashing', () => {
  afterEach(() => void vi.unstubAllEnvs());

  it('hashes with argon2id m=19456 t=2 unless PASSWORD_HASH_COST says test', async () => {
    vi.stubEnv('PASSWORD_HASH_COST', '');
    expect(await hashPassword('s3cret-pass')).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    vi.stubEnv('PASSWORD_HASH_COST', 'test');
    expect(await hashPassword('s3cret-pass')).toMatch(/^\$argon2id\$v=19\$m=1024,t=1,p=1\$/);
  });

  it('checks hashes of either cost whatever the current setting', async () => {
    const hashes = [await hashPassword('s3cret-pass', 'production'), await hashPassword('s3cret-pass', 'test')];
    for (const cost of ['production', 'test']) {
      vi.stubEnv('PASSWORD_HASH_COST', cost);
      for (const stored of hashes) {
        expect(await checkPassword('s3cret-pass', stored)).toEqual({ ok: true });
        expect(await checkPassword('wrong-pass', stored)).toEqual({ ok: false });
      }
    }
  });

  it('refuses an unknown PASSWORD_HASH_COST', () => {
    vi.stubEnv('PASSWORD_HASH_COST', 'cheap');
    expect(() => hashPassword('s3cret-pass')).toThrow(/PASSWORD_HASH_COST/);
  });
});
