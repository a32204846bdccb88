import { describe, expect, test } from 'vitest';
import { hashPassword, PASSWORD_HASH_COST, verifyAgainstDummy, verifyPassword } from './password';

describe('password hashes', () => {
  test('verify the password they were made from and nothing else', async () => {
    const hash = await hashPassword('correct horse battery staple');
    expect(hash).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9_-]+\$[A-Za-z0-9_-]+$/);
    expect(await verifyPassword('correct horse battery staple', hash)).toBe(true);
    expect(await verifyPassword('correct horse battery stapler', hash)).toBe(false);
    expect(await verifyPassword('', hash)).toBe(false);
  });

  test('salt every hash, so equal passwords give different hashes', async () => {
    expect(await hashPassword('same password')).not.toBe(await hashPassword('same password'));
  });

  test('treat composed and decomposed accents as the same password', async () => {
    const hash = await hashPassword('caf\u00e9 au lait');
    expect(await verifyPassword('cafe\u0301 au lait', hash)).toBe(true);
  });

  test('answer false, never throw, for a damaged or foreign hash', async () => {
    expect(await verifyPassword('x', 'md5$abc')).toBe(false);
    expect(await verifyPassword('x', 'scrypt$abc$8$1$c2FsdA$aGFzaA')).toBe(false);
    expect(await verifyPassword('x', '')).toBe(false);
  });

  test('the dummy check for unknown accounts always fails', async () => {
    expect(await verifyAgainstDummy('plinth-dummy-password')).toBe(false);
  });

  test('a cheap (test-cost) hash verifies on a test-cost server and never on a production one', async () => {
    const cheap = await hashPassword('correct horse battery staple', 1024);
    expect(cheap).toMatch(/^scrypt\$1024\$8\$1\$/);
    expect(await verifyPassword('correct horse battery staple', cheap, 1024)).toBe(true);
    expect(await verifyPassword('correct horse battery staple', cheap)).toBe(false);
    expect(await verifyPassword('correct horse battery staple', cheap, PASSWORD_HASH_COST)).toBe(false);
    expect(await verifyPassword('correct horse battery staple', 'scrypt$2$8$1$c2FsdA$aGFzaA')).toBe(false);
  });

  test('a production hash, and one made costlier later, still verify everywhere', async () => {
    const real = await hashPassword('correct horse battery staple');
    expect(await verifyPassword('correct horse battery staple', real, 1024)).toBe(true);
    const costlier = await hashPassword('correct horse battery staple', PASSWORD_HASH_COST * 2);
    expect(await verifyPassword('correct horse battery staple', costlier)).toBe(true);
  });
});
