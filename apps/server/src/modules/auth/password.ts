import { randomBytes } from 'node:crypto';
import { hash, parseOptions, verify, type Algorithm, type Version } from '@node-rs/argon2';
import { normalizeMd5Hex } from '@marketpult/shared/contracts/md5';
import { HASH_CONCURRENCY, HASH_QUEUE_LIMIT } from './limits';
import { Semaphore } from './semaphore';

export { QueueFullError } from './semaphore';

/*
 * The package declares these as `const enum`s, which isolated modules cannot read; the values
 * are the ones of its index.d.ts (Algorithm.Argon2id, Version.V0x13).
 */
const ARGON2ID = 2 as Algorithm;
const VERSION_19 = 1 as Version;

/**
 * argon2id at OWASP's minimum for argon2id (19 MiB, 2 passes, 1 lane; security.md), version 19
 * (0x13). Raising any of these re-hashes each account at its next successful sign-in.
 */
export const ARGON2_PARAMS = Object.freeze({
  algorithm: ARGON2ID,
  version: VERSION_19,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
});

/** One queue for the whole process: the HTTP routes, the demo seed and the CLI share it. */
const hashing = new Semaphore(HASH_CONCURRENCY, HASH_QUEUE_LIMIT);

function secret(pepper: string): Buffer {
  return Buffer.from(pepper, 'utf8');
}

/**
 * To the server the md5 of the password is the password (the wire protocol sends it), so what
 * is stored is argon2id(lowercase md5 hex) with the pepper as argon2's `secret`. Runs on libuv's
 * pool, never on the event loop; throws QueueFullError when too many hashes wait.
 *
 * `@node-rs/argon2` (the RustCrypto implementation) took 27–32 ms per hash here where
 * `argon2` 0.45 (the C reference code) took 63–83 ms; the stored strings are the same PHC
 * format, and each library verifies the other's (test/modules/auth/password.test.ts).
 */
export function hashPassword(md5Hex: string, pepper: string): Promise<string> {
  const password = normalizeMd5Hex(md5Hex);
  return hashing.run(() => hash(password, { ...ARGON2_PARAMS, secret: secret(pepper) }));
}

/** Constant-time check of a md5 hex against a stored hash; false for a malformed hash. */
export function verifyPassword(
  storedHash: string,
  md5Hex: string,
  pepper: string,
): Promise<boolean> {
  const password = normalizeMd5Hex(md5Hex);
  return hashing.run(async () => {
    try {
      return await verify(storedHash, password, { secret: secret(pepper) });
    } catch {
      return false;
    }
  });
}

let dummyHash: Promise<string> | undefined;

/**
 * The same work as verifyPassword, against a hash nobody's password matches: an unknown user
 * costs as much time as a wrong password, so the answer's timing does not tell them apart.
 */
export async function verifyAgainstDummy(md5Hex: string, pepper: string): Promise<false> {
  dummyHash ??= hashing.run(() =>
    hash(randomBytes(16).toString('hex'), { ...ARGON2_PARAMS, secret: randomBytes(32) }),
  );
  await verifyPassword(await dummyHash, md5Hex, pepper);
  return false;
}

const PARAM_NAMES = Object.keys(ARGON2_PARAMS) as (keyof typeof ARGON2_PARAMS)[];

/** True when the hash was made with another algorithm or other parameters than ARGON2_PARAMS. */
export function passwordNeedsRehash(storedHash: string): boolean {
  try {
    const made = parseOptions(storedHash);
    // Every parameter we hash with, so that a new one in ARGON2_PARAMS is compared too.
    return PARAM_NAMES.some((name) => made[name] !== ARGON2_PARAMS[name]);
  } catch {
    return true;
  }
}

/** For tests and diagnostics: hashing jobs running and waiting right now. */
export function hashingLoad(): { active: number; queued: number } {
  return { active: hashing.active, queued: hashing.queued };
}
