import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { env } from './env';

/**
 * Secrets we must read back later (Google refresh tokens for Calendar and Drive) are sealed with
 * AES-256-GCM. Unlike session ids they cannot be hashed, so a copy of the database alone must not
 * reveal them. The key comes from SESSION_SECRET through HKDF: one secret to manage, and the label
 * keeps this key independent of the session HMAC key derived from the same secret.
 *
 * Sealed form: `v1.<iv>.<tag>.<ciphertext>` (base64url). The version leaves room for a new key or
 * algorithm; rotating SESSION_SECRET makes old values unreadable, so their owners reconnect.
 */
const formatVersion = 'v1';
const keyLabel = 'lektio/refresh-tokens';
const ivBytes = 12; // the GCM standard nonce size
const tagBytes = 16;

export class SecretDecryptionError extends Error {
  constructor() {
    super('The sealed secret cannot be opened: tampered, bound to another record, or sealed with another key');
  }
}

// SESSION_SECRET is high-entropy, so HKDF needs no salt (RFC 5869 §3.1); the label separates uses.
const deriveKey = () => Buffer.from(hkdfSync('sha256', env().SESSION_SECRET, Buffer.alloc(0), keyLabel, 32));

/**
 * Seals `plaintext`. `boundTo` (e.g. the owner's id) is authenticated but not stored: a value copied
 * onto another record does not open there. Every call uses a fresh random IV, so equal inputs give
 * different outputs.
 */
export function encryptSecret(plaintext: string, boundTo = ''): string {
  const iv = randomBytes(ivBytes);
  const cipher = createCipheriv('aes-256-gcm', deriveKey(), iv, { authTagLength: tagBytes });
  cipher.setAAD(Buffer.from(boundTo, 'utf8'));
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return [formatVersion, iv, cipher.getAuthTag(), ciphertext].map(encodePart).join('.');
}

/** Opens a value sealed by `encryptSecret` with the same `boundTo`; throws SecretDecryptionError otherwise. */
export function decryptSecret(sealed: string, boundTo = ''): string {
  const [version, iv, tag, ciphertext, ...rest] = sealed.split('.');
  if (version !== formatVersion || !iv || !tag || ciphertext === undefined || rest.length) {
    throw new SecretDecryptionError();
  }
  try {
    const decipher = createDecipheriv('aes-256-gcm', deriveKey(), Buffer.from(iv, 'base64url'), {
      authTagLength: tagBytes,
    });
    decipher.setAAD(Buffer.from(boundTo, 'utf8'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    throw new SecretDecryptionError();
  }
}

const encodePart = (part: string | Buffer) => (typeof part === 'string' ? part : part.toString('base64url'));
