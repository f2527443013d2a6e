import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SecretsFileError, loadSecrets } from '../src/secrets';
import { removeScratchDirs, scratchDir as makeScratchDir } from './helpers/scratch-dir';

function scratchDir(): string {
  return makeScratchDir('secrets');
}

describe('loadSecrets', () => {
  afterAll(removeScratchDirs);

  it('generates the secrets once into DATA_DIR/secrets.json with mode 0600', async () => {
    const dataDir = join(scratchDir(), 'nested', 'data');
    const first = await loadSecrets(dataDir);

    const file = join(dataDir, 'secrets.json');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(first);
    for (const value of Object.values(first)) expect(value).toMatch(/^[\w-]{43}$/);
    expect(new Set(Object.values(first)).size).toBe(4);

    expect(await loadSecrets(dataDir)).toEqual(first);
  });

  it('prefers MARKETS_PROXY_TOKEN from the environment and does not store it', async () => {
    const dataDir = scratchDir();
    const secrets = await loadSecrets(dataDir, { marketsProxyToken: 'from-env' });
    expect(secrets.marketsProxyToken).toBe('from-env');
    expect(readFileSync(join(dataDir, 'secrets.json'), 'utf8')).not.toContain('from-env');
  });

  it('adds a missing secret without changing the stored ones', async () => {
    const dataDir = scratchDir();
    writeFileSync(join(dataDir, 'secrets.json'), JSON.stringify({ pepper: 'kept-pepper' }));
    const secrets = await loadSecrets(dataDir);
    expect(secrets.pepper).toBe('kept-pepper');
    expect(secrets.sessionSecret).toHaveLength(43);
    expect(statSync(join(dataDir, 'secrets.json')).mode & 0o777).toBe(0o600);
  });

  it('refuses a damaged file instead of replacing the pepper', async () => {
    const dataDir = scratchDir();
    writeFileSync(join(dataDir, 'secrets.json'), '{"pepper": ');
    await expect(loadSecrets(dataDir)).rejects.toThrow(SecretsFileError);
    expect(readFileSync(join(dataDir, 'secrets.json'), 'utf8')).toBe('{"pepper": ');
  });
});
