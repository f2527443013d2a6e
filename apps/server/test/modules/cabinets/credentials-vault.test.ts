import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  CredentialsVault,
  CredentialsVaultError,
  maskSecret,
} from '../../../src/modules/cabinets/credentials-vault';

const owner = { userId: randomUUID(), cabinetId: randomUUID() };
const credentials = { marketplace: 'ozon', clientId: '1001', apiKey: 'secret-api-key-a1b2' };

describe('credentials vault', () => {
  const vault = new CredentialsVault('server-secret');

  it('decrypts what it encrypted, and the stored text holds no part of the key', () => {
    const stored = vault.encrypt(credentials, owner);
    expect(stored).toMatch(/^v1\.[A-Za-z0-9_-]+$/);
    expect(stored).not.toContain('secret-api-key');
    expect(vault.decrypt(stored, owner)).toEqual(credentials);
  });

  it('gives a new ciphertext every time (random IV)', () => {
    expect(vault.encrypt(credentials, owner)).not.toBe(vault.encrypt(credentials, owner));
  });

  it('refuses a tampered ciphertext', () => {
    const stored = vault.encrypt(credentials, owner);
    const bytes = Buffer.from(stored.slice(3), 'base64url');
    for (const position of [0, 12, 28, bytes.length - 1]) {
      const altered = Buffer.from(bytes);
      altered[position] = altered[position]! ^ 1;
      expect(() => vault.decrypt(`v1.${altered.toString('base64url')}`, owner)).toThrow(
        CredentialsVaultError,
      );
    }
    expect(() => vault.decrypt(`v1.${bytes.subarray(0, 20).toString('base64url')}`, owner)).toThrow(
      CredentialsVaultError,
    );
  });

  it('refuses a ciphertext moved to another cabinet or another user', () => {
    const stored = vault.encrypt(credentials, owner);
    expect(() => vault.decrypt(stored, { ...owner, cabinetId: randomUUID() })).toThrow(
      CredentialsVaultError,
    );
    expect(() => vault.decrypt(stored, { ...owner, userId: randomUUID() })).toThrow(
      CredentialsVaultError,
    );
  });

  it('refuses another server secret and unknown versions', () => {
    const stored = vault.encrypt(credentials, owner);
    expect(() => new CredentialsVault('another-secret').decrypt(stored, owner)).toThrow(
      CredentialsVaultError,
    );
    expect(() => vault.decrypt(stored.replace(/^v1\./, 'v2.'), owner)).toThrow(
      CredentialsVaultError,
    );
    expect(() => vault.decrypt('garbage', owner)).toThrow(CredentialsVaultError);
  });

  it('masks a key down to its last 4 characters', () => {
    expect(maskSecret('0123456789abcdef-a1b2')).toBe('••••a1b2');
    // Too short to spare 4 characters: dots only.
    expect(maskSecret('abcdefgh')).toBe('••••');
  });
});
