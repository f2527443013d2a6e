import { describe, expect, it } from 'vitest';
import { AccountVersions } from '../../src/db/account-versions';

describe('AccountVersions', () => {
  it("moves one account's version on its change, every account's on 'all'", () => {
    const versions = new AccountVersions();
    const a0 = versions.of('a');
    const b0 = versions.of('b');
    versions.changed('a');
    expect(versions.of('a')).not.toBe(a0);
    expect(versions.of('b')).toBe(b0);
    const a1 = versions.of('a');
    versions.changed('all');
    expect(versions.of('a')).not.toBe(a1);
    expect(versions.of('b')).not.toBe(b0);
    expect(versions.of('never seen')).not.toBe(0);
  });

  it('never comes back to a version it had: a kept read is never taken for fresh again', () => {
    const versions = new AccountVersions();
    const seen = new Set([versions.of('a')]);
    for (const change of ['a', 'all', 'b', 'a', 'all'] as const) {
      versions.changed(change);
      if (change !== 'b') {
        expect(seen.has(versions.of('a'))).toBe(false);
        seen.add(versions.of('a'));
      }
    }
  });

  it('tells its listeners which account changed', () => {
    const versions = new AccountVersions();
    const heard: string[] = [];
    versions.onChange((userId) => heard.push(userId));
    versions.changed('a');
    versions.changed('all');
    expect(heard).toEqual(['a', 'all']);
  });
});
