// Encryption at rest of the identity data a check-in collects (document
// numbers, addresses, signatures): AES-256-GCM with a random 96-bit IV per
// value and its 128-bit tag. A value reads `v1:<iv>:<ciphertext>:<tag>`
// (base64url); the version names the key, so that a new key can be added
// later while old values stay readable. The key comes from HOSPES_DATA_KEY,
// or is generated once into `data.key` in the data directory (mode 0600) —
// never into the database, so a copy of the database alone reveals nothing.
import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const VERSION = 'v1';
const IV_BYTES = 12;
export const DATA_KEY_BYTES = 32;
export const DATA_KEY_FILE = 'data.key';

export class DataCipherError extends Error {
  override name = 'DataCipherError';
}

export class DataCipher {
  constructor(private readonly key: Buffer) {
    if (key.length !== DATA_KEY_BYTES) {
      throw new DataCipherError(`The data key must be ${DATA_KEY_BYTES} bytes`);
    }
  }

  encrypt(plaintext: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    const tag = cipher.getAuthTag();
    return [VERSION, iv, body, tag]
      .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
      .join(':');
  }

  /**
   * The plaintext of an encrypted value. A value without the prefix was
   * stored before encryption at rest and is returned as it is (the start-up
   * pass encrypts such values). Throws when the value was tampered with or
   * was encrypted with another key.
   */
  decrypt(value: string): string {
    if (!isEncrypted(value)) return value;
    const [, iv = '', body = '', tag = ''] = value.split(':');
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([
        decipher.update(Buffer.from(body, 'base64url')),
        decipher.final(),
      ]).toString('utf8');
    } catch {
      throw new DataCipherError('An encrypted value cannot be read with this data key');
    }
  }

  /**
   * A secret of its own for `label` (HMAC-SHA256 under the data key,
   * base64url): the same for every instance, new with a new data key, never
   * the key itself — e.g. the token in a PMS's webhook address.
   */
  derive(label: string): string {
    return createHmac('sha256', this.key).update(label).digest('base64url');
  }

  encryptNullable(plaintext: string | null): string | null {
    return plaintext === null ? null : this.encrypt(plaintext);
  }

  decryptNullable(value: string | null): string | null {
    return value === null ? null : this.decrypt(value);
  }
}

export function isEncrypted(value: string): boolean {
  return value.startsWith(`${VERSION}:`);
}

/**
 * The data key: `configured` (HOSPES_DATA_KEY) when set, else the key file
 * in `dataDir`, created with a new random key (mode 0600) when missing.
 */
export function loadDataKey(configured: Buffer | undefined, dataDir: string): Buffer {
  if (configured) return configured;
  const file = path.join(dataDir, DATA_KEY_FILE);
  try {
    return decodeKey(readFileSync(file, 'utf8'), file);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  mkdirSync(dataDir, { recursive: true });
  const key = randomBytes(DATA_KEY_BYTES);
  try {
    // `wx`: two instances starting at once on one data directory keep one key.
    writeFileSync(file, `${key.toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
    return key;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    return decodeKey(readFileSync(file, 'utf8'), file);
  }
}

/** 32 bytes as base64 (44 characters) or hex (64). */
export function decodeKey(text: string, source: string): Buffer {
  const value = text.trim();
  const key = /^[0-9a-f]{64}$/i.test(value)
    ? Buffer.from(value, 'hex')
    : Buffer.from(value, 'base64');
  if (key.length !== DATA_KEY_BYTES) {
    throw new DataCipherError(`${source}: expected ${DATA_KEY_BYTES} bytes as base64 or hex`);
  }
  return key;
}
