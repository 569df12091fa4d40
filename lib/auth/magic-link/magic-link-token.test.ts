import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { generateMagicLinkToken, hashMagicLinkToken, isMagicLinkTokenFormat } from './magic-link-token';

describe('magic-link tokens', () => {
  it('are 32 random bytes in base64url (43 characters), never repeated', () => {
    const tokens = new Set(Array.from({ length: 200 }, generateMagicLinkToken));
    expect(tokens.size).toBe(200);
    for (const token of tokens) {
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    }
  });

  it('are hashed with plain SHA-256 (hex), as the spec names', () => {
    const token = generateMagicLinkToken();
    expect(hashMagicLinkToken(token)).toBe(createHash('sha256').update(token).digest('hex'));
    expect(hashMagicLinkToken(token)).not.toContain(token);
  });

  it.each([
    ['', false],
    ['a'.repeat(42), false],
    ['a'.repeat(44), false],
    [`${'a'.repeat(42)}=`, false],
    [`${'a'.repeat(42)}+`, false],
    [undefined, false],
    [generateMagicLinkToken(), true],
  ])('format check of %j is %s', (value, valid) => {
    expect(isMagicLinkTokenFormat(value)).toBe(valid);
  });
});
