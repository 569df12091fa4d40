import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callRoute } from '@/test/http';
import { POST } from './route';

beforeEach(() => vi.stubEnv('RESEND_API_KEY', ''));
afterEach(() => vi.unstubAllEnvs());

const run = () => callRoute(POST, { method: 'POST', path: '/api/dev/session-reminders' });

describe('POST /api/dev/session-reminders', () => {
  it('runs the reminder job now and says what it sent', async () => {
    const response = await run();
    expect(response.status).toBe(200);
    expect(response.json).toEqual({
      reminded: expect.any(Number),
      skipped: expect.any(Number),
      emails: expect.any(Number),
      texts: expect.any(Number),
    });
  });

  it('does not exist in production (404)', async () => {
    vi.stubEnv('APP_ENV', 'production');
    vi.stubEnv('SESSION_SECRET', 's'.repeat(40));
    vi.stubEnv('STRIPE_WEBHOOK_SECRET', 'whsec_test');
    vi.stubEnv('DATABASE_URL', process.env.DATABASE_URL ?? 'postgresql://unused/db');
    const response = await run();
    expect(response.status).toBe(404);
    expect(response.json.error.code).toBe('NOT_FOUND');
  });
});
