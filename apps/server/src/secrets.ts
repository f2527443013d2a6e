import { randomBytes } from 'node:crypto';
import { chmod, mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';

/** Server-side secrets. Never sent to a client except the markets proxy token (public by design). */
export interface Secrets {
  /** Authorization value of the follow-up call after e-mail confirmation (spec §7). */
  marketsProxyToken: string;
  /** Signs cookies and CSRF tokens. */
  sessionSecret: string;
  /** The argon2 `secret`, kept outside the database. */
  pepper: string;
  /**
   * Encrypts the marketplace keys of cabinets (AES-256-GCM, modules/cabinets/credentials-vault).
   * Kept outside the database, so a stolen dump holds no usable key; losing it means every
   * cabinet must be given its key again.
   */
  credentialsKey: string;
}

const SECRET_NAMES = ['marketsProxyToken', 'sessionSecret', 'pepper', 'credentialsKey'] as const;

export const SECRETS_FILE = 'secrets.json';

const storedSchema = z.record(z.string(), z.string());

export class SecretsFileError extends Error {
  constructor(file: string, reason: string) {
    super(
      `${file}: ${reason}. Файл секретов повреждён: восстановите его из резервной копии ` +
        '(новый pepper сделает все пароли недействительными). / The secrets file is damaged: ' +
        'restore it from a backup (a new pepper would invalidate every password).',
    );
    this.name = 'SecretsFileError';
  }
}

function generate(): string {
  return randomBytes(32).toString('base64url');
}

/** The stored secrets, or undefined when the file does not exist yet. Creates nothing. */
export async function readStoredSecrets(
  dataDir: string,
): Promise<Record<string, string> | undefined> {
  const file = join(dataDir, SECRETS_FILE);
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new SecretsFileError(file, 'not valid JSON');
  }
  const parsed = storedSchema.safeParse(json);
  if (!parsed.success) throw new SecretsFileError(file, 'expected an object of strings');
  return parsed.data;
}

/**
 * Returns every secret, generating the missing ones once and keeping them in
 * DATA_DIR/secrets.json (mode 0600), so they survive restarts. A value given in the
 * environment wins and is not written to the file.
 */
export async function loadSecrets(
  dataDir: string,
  given: { marketsProxyToken?: string | undefined } = {},
): Promise<Secrets> {
  await mkdir(dataDir, { recursive: true });
  const file = join(dataDir, SECRETS_FILE);
  const stored = (await readStoredSecrets(dataDir)) ?? {};
  const missing = SECRET_NAMES.filter((name) => !stored[name]);
  if (missing.length > 0) {
    const next = { ...stored };
    for (const name of missing) next[name] = generate();
    // Write then rename, so a crash never leaves a half-written file behind.
    const temporary = `${file}.${process.pid}.tmp`;
    await writeFile(temporary, `${JSON.stringify(next, null, 2)}\n`, { mode: 0o600 });
    await rename(temporary, file);
    Object.assign(stored, next);
  }
  // A copy restored by hand may have come back world-readable; not fatal if we may not fix it.
  await chmod(file, 0o600).catch(() => undefined);
  const pick = (name: (typeof SECRET_NAMES)[number]): string => {
    const value = stored[name];
    if (!value) throw new SecretsFileError(file, `${name} is missing`);
    return value;
  };
  return {
    marketsProxyToken: given.marketsProxyToken ?? pick('marketsProxyToken'),
    sessionSecret: pick('sessionSecret'),
    pepper: pick('pepper'),
    credentialsKey: pick('credentialsKey'),
  };
}
