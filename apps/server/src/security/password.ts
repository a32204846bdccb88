import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * Password hashes for owners and customers: scrypt (memory-hard, in Node's crypto) with a random salt,
 * stored with its parameters as `scrypt$N$r$p$salt$hash` so the cost can rise later without breaking
 * old hashes.
 *
 * The cost (scrypt's N) is PASSWORD_HASH_COST everywhere but in tests, whose config asks for a cheap one
 * (Config.passwordHashCost, set only by testConfig()). A server never accepts a hash cheaper than
 * its own cost or PASSWORD_HASH_COST, whichever is lower: a production server treats a test-cost
 * hash as a wrong password, so a cheap hash can never stand in for a real one.
 */
export const PASSWORD_HASH_COST = 16384;
const BLOCK_SIZE = 8;
const PARALLELISM = 1;
const KEY_LENGTH = 32;
const SALT_BYTES = 16;

// Declared in the contracts so the editor checks the same limits; re-exported for the server's imports.
export { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@plinth/contracts';

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(
      password.normalize('NFKC'),
      salt,
      KEY_LENGTH,
      { ...options, maxmem: 64 * 1024 * 1024 },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });
}

/** `cost` is scrypt's N, a power of two; only tests pass anything but the default. */
export async function hashPassword(password: string, cost = PASSWORD_HASH_COST): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, { N: cost, r: BLOCK_SIZE, p: PARALLELISM });
  return [
    'scrypt',
    cost,
    BLOCK_SIZE,
    PARALLELISM,
    salt.toString('base64url'),
    key.toString('base64url'),
  ].join('$');
}

/**
 * False for a wrong password, for a hash this code cannot read and for one cheaper than this server
 * accepts (see above; `cost` is the server's own); never throws on bad input.
 */
export async function verifyPassword(
  password: string,
  stored: string,
  cost = PASSWORD_HASH_COST,
): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const options = { N: Number(n), r: Number(r), p: Number(p) };
  if (![options.N, options.r, options.p].every((v) => Number.isInteger(v) && v > 0)) return false;
  if (options.N < Math.min(cost, PASSWORD_HASH_COST)) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await derive(password, Buffer.from(salt, 'base64url'), options);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

const dummyHashes = new Map<number, Promise<string>>();

/**
 * Spends the time a real check would, for sign-ins with an unknown email, so response times do not
 * tell which addresses have accounts.
 */
export async function verifyAgainstDummy(password: string, cost = PASSWORD_HASH_COST): Promise<false> {
  let dummy = dummyHashes.get(cost);
  if (!dummy) {
    dummy = hashPassword('plinth-dummy-password', cost);
    dummyHashes.set(cost, dummy);
  }
  await verifyPassword(password, await dummy, cost);
  return false;
}
