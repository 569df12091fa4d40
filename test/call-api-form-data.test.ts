import { afterEach, describe, expect, it, vi } from 'vitest';
import { requestApi } from '@/lib/client/call-api';
import { uploadAvatarRoute } from '@/lib/settings/contracts';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('requestApi with formData', () => {
  it('sends the FormData as the body and leaves its content type to fetch', async () => {
    const seen: RequestInit[] = [];
    vi.stubGlobal('fetch', (_url: string, init: RequestInit) => {
      seen.push(init);
      return Promise.resolve(Response.json({ avatarUrl: '/api/avatars/x' }));
    });
    const formData = new FormData();
    formData.append('file', new Blob(['GIF89a'], { type: 'image/gif' }), 'a.gif');

    await requestApi(uploadAvatarRoute, {}, { formData });

    expect(seen[0]?.method).toBe('POST');
    expect(seen[0]?.body).toBe(formData);
    expect(seen[0]?.headers).toEqual({ accept: 'application/json' });
  });
});
