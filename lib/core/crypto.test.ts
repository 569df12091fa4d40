import { afterEach, describe, expect, it, vi } from 'vitest';
import { decryptSecret, encryptSecret, SecretDecryptionError } from './crypto';

afterEach(() => vi.unstubAllEnvs());

const refreshToken = '1//0refresh-token-from-google';

/** Flips one bit of the base64url part at `index` of a sealed value. */
function tamper(sealed: string, index: number): string {
  const parts = sealed.split('.');
  const bytes = Buffer.from(parts[index] ?? '', 'base64url');
  bytes.writeUInt8(bytes.readUInt8(0) ^ 0x01, 0);
  parts[index] = bytes.toString('base64url');
  return parts.join('.');
}

describe('encryptSecret / decryptSecret', () => {
  it('round-trips, and the sealed value does not contain the secret', () => {
    const sealed = encryptSecret(refreshToken, 'teacher-1');
    expect(sealed).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(sealed).not.toContain(refreshToken);
    expect(sealed).not.toContain(Buffer.from(refreshToken).toString('base64url'));
    expect(decryptSecret(sealed, 'teacher-1')).toBe(refreshToken);
  });

  it('gives a different ciphertext each time for the same input', () => {
    const sealed = new Set(Array.from({ length: 20 }, () => encryptSecret(refreshToken)));
    expect(sealed.size).toBe(20);
    for (const value of sealed) expect(decryptSecret(value)).toBe(refreshToken);
  });

  it.each([
    ['IV', 1],
    ['authentication tag', 2],
    ['ciphertext', 3],
  ])('detects a tampered %s', (_part, index) => {
    const sealed = encryptSecret(refreshToken);
    expect(() => decryptSecret(tamper(sealed, index))).toThrow(SecretDecryptionError);
  });

  it('refuses malformed values and unknown versions', () => {
    const sealed = encryptSecret(refreshToken);
    for (const value of [
      '',
      'v1',
      sealed.replace(/^v1/, 'v2'),
      `${sealed}.extra`,
      sealed.split('.').slice(0, 3).join('.'),
    ]) {
      expect(() => decryptSecret(value)).toThrow(SecretDecryptionError);
    }
  });

  it('does not open a value bound to another record', () => {
    const sealed = encryptSecret(refreshToken, 'teacher-1');
    expect(() => decryptSecret(sealed, 'teacher-2')).toThrow(SecretDecryptionError);
  });

  it('does not open with a key derived from another session secret', () => {
    vi.stubEnv('SESSION_SECRET', 'a'.repeat(40));
    const sealed = encryptSecret(refreshToken);
    vi.stubEnv('SESSION_SECRET', 'b'.repeat(40));
    expect(() => decryptSecret(sealed)).toThrow(SecretDecryptionError);
  });
});
