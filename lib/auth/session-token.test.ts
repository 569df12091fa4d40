import { describe, expect, it } from 'vitest';
import { generateSessionId, isSessionIdFormat, sessionKey } from './session-token';
import { resolveSession } from './resolve-session';

describe('session ids', () => {
  it('are 64 lowercase hex characters from 32 random bytes, never repeated', () => {
    const ids = new Set(Array.from({ length: 100 }, generateSessionId));
    expect(ids.size).toBe(100);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{64}$/);
  });

  it.each([
    ['', false],
    ['abc', false],
    ['g'.repeat(64), false],
    ['A'.repeat(64), false],
    ['a'.repeat(63), false],
    ['a'.repeat(65), false],
    ["' OR 1=1 --" + 'a'.repeat(53), false],
    ['0123456789abcdef'.repeat(4), true],
  ])('format check of %j is %s', (value, valid) => {
    expect(isSessionIdFormat(value)).toBe(valid);
  });

  it('are stored only as a keyed hash', () => {
    const id = generateSessionId();
    expect(sessionKey(id)).toMatch(/^[0-9a-f]{64}$/);
    expect(sessionKey(id)).not.toBe(id);
  });

  it('resolve to nothing when malformed, whatever the database holds', async () => {
    expect(await resolveSession('not-a-session')).toBeNull();
    expect(await resolveSession(undefined)).toBeNull();
    expect(await resolveSession(generateSessionId())).toBeNull();
  });
});
