import { describe, expect, it } from 'vitest';
import { HASH_CONCURRENCY } from '../../../src/modules/auth/limits';
import {
  ARGON2_PARAMS,
  hashPassword,
  hashingLoad,
  passwordNeedsRehash,
  verifyAgainstDummy,
  verifyPassword,
} from '../../../src/modules/auth/password';
import { Semaphore, QueueFullError } from '../../../src/modules/auth/semaphore';
import { md5Hex } from '../../../src/modules/md5/md5';

const PEPPER = 'pepper-for-this-test';
const MD5 = md5Hex('correct horse');

describe('password hashing', () => {
  it('stores argon2id with m=19 MiB, t=2, p=1 and a fresh salt', async () => {
    expect(ARGON2_PARAMS).toMatchObject({ memoryCost: 19_456, timeCost: 2, parallelism: 1 });
    const first = await hashPassword(MD5, PEPPER);
    const second = await hashPassword(MD5, PEPPER);
    expect(first).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(first).not.toBe(second);
    expect(first).not.toContain(MD5);
    expect(passwordNeedsRehash(first)).toBe(false);
  });

  it('verifies the md5 in either letter case, and only with the same pepper', async () => {
    const stored = await hashPassword(MD5.toUpperCase(), PEPPER);
    expect(await verifyPassword(stored, MD5, PEPPER)).toBe(true);
    expect(await verifyPassword(stored, MD5.toUpperCase(), PEPPER)).toBe(true);
    expect(await verifyPassword(stored, md5Hex('wrong'), PEPPER)).toBe(false);
    expect(await verifyPassword(stored, MD5, 'another-pepper')).toBe(false);
  });

  it('verifies the hashes stored before the switch of argon2 library', async () => {
    // Made by `argon2` 0.45 (node-argon2) from MD5 with PEPPER as its secret: its parameters
    // come in another order (p before t), and it needs no re-hash.
    const stored =
      '$argon2id$v=19$m=19456,p=1,t=2$7Gee65qycHIO9sSCwZg33w$ADLk79aTwlCW9Hy/1XJfottVuLglLZ9MyMSdt2O6/Dw';
    expect(await verifyPassword(stored, MD5, PEPPER)).toBe(true);
    expect(await verifyPassword(stored, md5Hex('wrong'), PEPPER)).toBe(false);
    expect(await verifyPassword(stored, MD5, 'another-pepper')).toBe(false);
    expect(passwordNeedsRehash(stored)).toBe(false);
  });

  it('answers false, never throws, for a damaged hash and for the dummy', async () => {
    expect(await verifyPassword('not-a-hash', MD5, PEPPER)).toBe(false);
    expect(await verifyAgainstDummy(MD5, PEPPER)).toBe(false);
    expect(passwordNeedsRehash('not-a-hash')).toBe(true);
    for (const older of [
      '$argon2id$v=19$m=65536,t=3,p=4$c2FsdHNhbHQ$aGFzaGhhc2g',
      '$argon2id$v=16$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2g',
      '$argon2i$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2g',
    ]) {
      expect(passwordNeedsRehash(older), older).toBe(true);
    }
  });

  it(`runs at most ${HASH_CONCURRENCY} hashes at a time and keeps the event loop free`, async () => {
    let peak = 0;
    let loopTurns = 0;
    const ticker = setInterval(() => {
      loopTurns += 1;
      peak = Math.max(peak, hashingLoad().active);
    }, 1);
    const hashes = Array.from({ length: HASH_CONCURRENCY * 3 }, () => hashPassword(MD5, PEPPER));
    expect(hashingLoad().queued).toBeGreaterThan(0);
    await Promise.all(hashes);
    clearInterval(ticker);
    expect(peak).toBeGreaterThan(0);
    expect(peak).toBeLessThanOrEqual(HASH_CONCURRENCY);
    // The timer kept firing while argon2 worked on libuv's pool.
    expect(loopTurns).toBeGreaterThan(1);
    expect(hashingLoad()).toEqual({ active: 0, queued: 0 });
  });
});

describe('Semaphore', () => {
  it('refuses work beyond its queue limit', async () => {
    const semaphore = new Semaphore(1, 1);
    let release = () => {};
    const blocker = semaphore.run(() => new Promise<void>((resolve) => (release = resolve)));
    const waiting = semaphore.run(async () => 'second');
    await expect(semaphore.run(async () => 'third')).rejects.toBeInstanceOf(QueueFullError);
    release();
    await blocker;
    expect(await waiting).toBe('second');
    expect(semaphore.active).toBe(0);
  });
});
