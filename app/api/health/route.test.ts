import { describe, expect, it } from 'vitest';
import { callRoute } from '@/test/http';
import { GET } from './route';

describe('GET /api/health', () => {
  it('reports liveness without a database round trip', async () => {
    const response = await callRoute(GET);
    expect(response.status).toBe(200);
    expect(response.json).toEqual({ status: 'ok' });
  });
});
