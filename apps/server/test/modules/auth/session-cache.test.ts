import { describe, expect, it } from 'vitest';
import { SessionCache, type SessionRow } from '../../../src/modules/auth/session-cache';

function row(idHash: string, userId = 'user-1'): SessionRow {
  return {
    idHash,
    userId,
    email: 'seller@example.ru',
    displayName: 'Продавец',
    lastSeenAt: new Date(0),
    expiresAt: new Date(10_000_000),
    disabledAt: null,
  };
}

describe('SessionCache', () => {
  it('answers within its time to live and forgets afterwards', () => {
    const cache = new SessionCache(1_000, 10);
    cache.set(row('a'), 5_000, cache.generation);
    expect(cache.get('a', 5_999)?.idHash).toBe('a');
    expect(cache.get('a', 6_000)).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('treats a clock that went back as expired', () => {
    const cache = new SessionCache(1_000, 10);
    cache.set(row('a'), 5_000, cache.generation);
    expect(cache.get('a', 4_999)).toBeUndefined();
  });

  it('does not keep a row read while a write happened (its generation is old)', () => {
    const cache = new SessionCache(1_000, 10);
    const before = cache.generation;
    cache.delete('a');
    cache.set(row('a'), 0, before);
    expect(cache.get('a', 1)).toBeUndefined();
  });

  it('drops every session of one user and only those', () => {
    const cache = new SessionCache(1_000, 10);
    cache.set(row('a', 'u1'), 0, cache.generation);
    cache.set(row('b', 'u1'), 0, cache.generation);
    cache.set(row('c', 'u2'), 0, cache.generation);
    cache.forgetUser('u1');
    expect([cache.get('a', 1), cache.get('b', 1)]).toEqual([undefined, undefined]);
    expect(cache.get('c', 1)?.userId).toBe('u2');
  });

  it('holds at most its bound, dropping the oldest entry first', () => {
    const cache = new SessionCache(1_000, 2);
    for (const id of ['a', 'b', 'c']) cache.set(row(id), 0, cache.generation);
    expect(cache.size).toBe(2);
    expect(cache.get('a', 1)).toBeUndefined();
    expect(cache.get('c', 1)?.idHash).toBe('c');
  });

  it("forgets a user's sessions also after one of them moved to another user or was evicted", () => {
    const cache = new SessionCache(1_000, 2);
    cache.set(row('a', 'u1'), 0, cache.generation);
    cache.set(row('a', 'u2'), 0, cache.generation);
    cache.forgetUser('u1');
    expect(cache.get('a', 1)?.userId).toBe('u2');
    cache.set(row('b', 'u3'), 0, cache.generation);
    cache.set(row('c', 'u3'), 0, cache.generation);
    cache.forgetUser('u3');
    expect(cache.size).toBe(0);
  });

  it('neither answers nor keeps anything while the change feed is not listening', () => {
    let live = true;
    const cache = new SessionCache(1_000, 10, () => live);
    cache.set(row('a'), 0, cache.generation);
    live = false;
    expect(cache.get('a', 1)).toBeUndefined();
    cache.set(row('b'), 0, cache.generation);
    live = true;
    expect(cache.get('b', 1)).toBeUndefined();
  });

  it('clear() empties it', () => {
    const cache = new SessionCache(1_000, 10);
    cache.set(row('a'), 0, cache.generation);
    cache.clear();
    expect(cache.get('a', 1)).toBeUndefined();
  });
});
