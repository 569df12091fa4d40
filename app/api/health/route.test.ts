import { describe, expect, it } from 'vitest';
import { callRoute } from '@/test/http';
import { GET } from './route';

describe('GET /api/health', () => {
  it('reports the app and a database round trip', async () => {
    const response = await callRoute(GET);
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({ status: 'ok', database: { status: 'ok', latencyMs: expect.any(Number) } });
  });
});
