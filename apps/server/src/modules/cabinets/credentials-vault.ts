import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * The marketplace keys of cabinets at rest: AES-256-GCM with a key derived (HKDF-SHA-256) from
 * the server's `credentialsKey` secret, which lives in DATA_DIR/secrets.json, never in the
 * database. The associated data binds a ciphertext to its user and cabinet, so a row copied
 * onto another cabinet does not decrypt. Format: `v1.<base64url(iv ‖ tag ‖ ciphertext)>`; the
 * version lets a later key or algorithm live beside this one.
 */
const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

export class CredentialsVaultError extends Error {
  override readonly name = 'CredentialsVaultError';
}

export interface CredentialsOwner {
  userId: string;
  cabinetId: string;
}

function associatedData(owner: CredentialsOwner): Buffer {
  return Buffer.from(
    `marketpult/cabinet-credentials/${VERSION}\0${owner.userId}\0${owner.cabinetId}`,
  );
}

export class CredentialsVault {
  readonly #key: Buffer;

  constructor(secret: string) {
    this.#key = Buffer.from(hkdfSync('sha256', secret, 'marketpult', 'cabinet credentials v1', 32));
  }

  encrypt(plain: unknown, owner: CredentialsOwner): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.#key, iv, { authTagLength: TAG_BYTES });
    cipher.setAAD(associatedData(owner));
    const body = Buffer.concat([cipher.update(JSON.stringify(plain), 'utf8'), cipher.final()]);
    return `${VERSION}.${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')}`;
  }

  /** Throws CredentialsVaultError when the text was altered, or belongs to another cabinet. */
  decrypt(stored: string, owner: CredentialsOwner): unknown {
    const [version, payload, extra] = stored.split('.');
    if (version !== VERSION || !payload || extra !== undefined) {
      throw new CredentialsVaultError('unknown credentials format');
    }
    const bytes = Buffer.from(payload, 'base64url');
    if (bytes.length <= IV_BYTES + TAG_BYTES) throw new CredentialsVaultError('truncated');
    const decipher = createDecipheriv('aes-256-gcm', this.#key, bytes.subarray(0, IV_BYTES), {
      authTagLength: TAG_BYTES,
    });
    decipher.setAAD(associatedData(owner));
    decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    try {
      const plain = Buffer.concat([
        decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)),
        decipher.final(),
      ]);
      return JSON.parse(plain.toString('utf8')) as unknown;
    } catch {
      // No detail: which byte failed is nobody's business.
      throw new CredentialsVaultError('credentials do not decrypt');
    }
  }
}

const MASK_DOTS = '••••';
const SHOWN_CHARACTERS = 4;

/**
 * What the seller may see of a key: its last 4 characters («••••a1b2»). A key too short to
 * spare them shows dots only.
 */
export function maskSecret(secret: string): string {
  const characters = [...secret];
  if (characters.length < SHOWN_CHARACTERS * 3) return MASK_DOTS;
  return `${MASK_DOTS}${characters.slice(-SHOWN_CHARACTERS).join('')}`;
}
