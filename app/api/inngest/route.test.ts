import { afterEach, describe, expect, it, vi } from 'vitest';
import { NextRequest } from 'next/server';
import { GET, POST, PUT } from './route';

describe('/api/inngest without Inngest configured', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('serves nothing, since jobs run in process', async () => {
    vi.stubEnv('INNGEST_EVENT_KEY', undefined);
    vi.stubEnv('INNGEST_SIGNING_KEY', undefined);
    vi.stubEnv('INNGEST_DEV', undefined);
    for (const [method, handler] of [
      ['GET', GET],
      ['POST', POST],
      ['PUT', PUT],
    ] as const) {
      const response = await handler(new NextRequest('http://localhost:3000/api/inngest', { method }), undefined);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: { code: 'NOT_FOUND', message: expect.any(String) } });
    }
  });
});
