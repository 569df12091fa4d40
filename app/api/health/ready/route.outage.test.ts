import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '@/lib/core/db';
import { lifecycle } from '@/lib/core/lifecycle';
import { callRoute } from '@/test/http';
import { setUpThrowawayDatabase } from '@/test/throwaway-database';
import { GET } from './route';

const outage = setUpThrowawayDatabase('ready_outage');

// A cold client loads its query compiler on the first query, which can outlast the probe's timeout.
beforeAll(() => db.$queryRaw`SELECT 1`);
afterAll(() => outage.allowConnections(true));

describe('GET /api/health/ready', () => {
  it('is ready when the database answers', async () => {
    const response = await callRoute(GET);
    expect(response.status).toBe(200);
    expect(response.json).toEqual({ status: 'ready', database: 'ok', latencyMs: expect.any(Number) });
  });

  it('is not ready (503) while the database refuses connections, and ready again once it is back', async () => {
    await outage.allowConnections(false);
    await outage.terminateConnections();
    const started = Date.now();
    const down = await callRoute(GET);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(down.status).toBe(503);
    expect(down.headers.get('retry-after')).toBe('5');
    expect(down.json).toEqual({
      error: { code: 'SERVICE_UNAVAILABLE', message: 'The database is not answering' },
    });

    await outage.allowConnections(true);
    expect((await callRoute(GET)).status).toBe(200);
  });

  it('is not ready (503) at once while the server shuts down', async () => {
    lifecycle().shuttingDown = true;
    try {
      const response = await callRoute(GET);
      expect(response.status).toBe(503);
      expect(response.json.error).toEqual({ code: 'SERVICE_UNAVAILABLE', message: 'The server is shutting down' });
    } finally {
      lifecycle().shuttingDown = false;
    }
  });
});
