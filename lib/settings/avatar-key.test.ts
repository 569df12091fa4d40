import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { avatarKeyFromSegments, avatarKeyFromUrl, avatarUrlFor, newAvatarKey } from './avatar-key';

describe('avatar keys', () => {
  it('round-trips a new key through its public URL', () => {
    const teacherId = randomUUID();
    const key = newAvatarKey(teacherId, 'png');
    expect(key).toMatch(new RegExp(`^avatars/${teacherId}/[0-9a-f]{32}\\.png$`));
    expect(avatarUrlFor(key)).toBe(`/api/avatars/${key.slice('avatars/'.length)}`);
    expect(avatarKeyFromUrl(avatarUrlFor(key))).toEqual({ key, teacherId });
  });

  it.each([
    [['..', '..', 'etc', 'passwd']],
    [[randomUUID(), '..']],
    [['not-a-uuid', `${'a'.repeat(32)}.png`]],
    [[randomUUID(), `${'a'.repeat(32)}.svg`]],
    [[randomUUID(), `${'a'.repeat(32)}.png`, 'extra']],
    [[randomUUID(), 'short.png']],
  ])('recognises only the shape it issues, not %j', (segments) => {
    expect(avatarKeyFromSegments(segments)).toBeNull();
  });

  it('reads no key from URLs it did not issue', () => {
    expect(avatarKeyFromUrl('https://lh3.googleusercontent.com/a/photo')).toBeNull();
    expect(avatarKeyFromUrl('/api/avatars/%E0%A4%A')).toBeNull();
  });
});
