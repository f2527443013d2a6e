import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { SERVER_ROOT } from '../../server-root';

/**
 * The shipped list of common passwords (common-passwords.txt beside this file: the 10,000 most
 * common passwords of the Burnett/Xato list plus a few common among Russian speakers; its
 * header says where it comes from). Read at run time, never bundled: the same path works from
 * src/ and from the bundle in dist/.
 */
export const COMMON_PASSWORDS_FILE = join(
  SERVER_ROOT,
  'src',
  'modules',
  'sign-up',
  'common-passwords.txt',
);

let loaded: Promise<ReadonlySet<string>> | undefined;

function normalise(password: string): string {
  return password.normalize('NFC').toLowerCase();
}

async function load(): Promise<ReadonlySet<string>> {
  const text = await readFile(COMMON_PASSWORDS_FILE, 'utf8');
  const entries = text
    .split('\n')
    .map((line) => line.replace(/\r$/, ''))
    .filter((line) => line !== '' && !line.startsWith('# '));
  return new Set(entries.map(normalise));
}

/** Read once per process, on first use. */
export function commonPasswords(): Promise<ReadonlySet<string>> {
  loaded ??= load().catch((error: unknown) => {
    loaded = undefined;
    throw error;
  });
  return loaded;
}

/** True for a listed password in any letter case ('Password', 'QWERTY123'). */
export async function isCommonPassword(password: string): Promise<boolean> {
  return (await commonPasswords()).has(normalise(password));
}
