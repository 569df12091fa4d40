import { describe, expect, it } from 'vitest';
import { ZConnectCaldav } from './schemas';

const valid = { serverUrl: 'https://caldav.example.test/', username: 'teacher@example.test', password: 'abcd-efgh' };

describe('ZConnectCaldav', () => {
  it('takes printable Latin-1 credentials', () => {
    expect(ZConnectCaldav.safeParse({ ...valid, password: 'pässwörd ñ!' }).success).toBe(true);
  });

  it('refuses what HTTP Basic sign-in cannot carry', () => {
    for (const body of [
      { ...valid, password: '\ud800' },
      { ...valid, password: 'emoji 🙂' },
      { ...valid, username: 'a:b' },
      { ...valid, username: 'line\nbreak' },
    ]) {
      expect(ZConnectCaldav.safeParse(body).success).toBe(false);
    }
  });
});
