import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '@/lib/core/db';
import { enqueueEmail } from '@/lib/outbox/enqueue-email';
import { callRoute } from '@/test/http';
import { GET } from './route';

beforeEach(() => vi.stubEnv('RESEND_API_KEY', ''));
afterEach(() => vi.unstubAllEnvs());

const mailbox = (query = '') => callRoute(GET, { path: `/api/dev/mailbox${query}` });
const address = () => `reader.${crypto.randomUUID()}@example.test`;

describe('GET /api/dev/mailbox', () => {
  it('lists the newest outbox messages first, filtered by recipient case-insensitively', async () => {
    const to = address();
    await enqueueEmail(db, { to, subject: 'First', html: '<p>one</p>' });
    await enqueueEmail(db, { to, subject: 'Second', html: '<p>two <a href="http://x.test/a">link</a></p>' });
    await enqueueEmail(db, { to: address(), subject: 'Someone else', html: '<p>x</p>' });

    const response = await mailbox(`?to=${encodeURIComponent(to.toUpperCase())}`);
    expect(response.status).toBe(200);
    expect(response.json.data.map((message: { subject: string }) => message.subject)).toEqual(['Second', 'First']);
    expect(response.json.data[0]).toMatchObject({
      to,
      status: 'sent',
      html: expect.stringContaining('href="http://x.test/a"'),
      text: expect.stringContaining('http://x.test/a'),
      createdAt: expect.stringMatching(/Z$/),
    });
  });

  it('lists the attachments an e-mail was sent with, and none for a message without', async () => {
    const to = address();
    const contentBase64 = Buffer.from('BEGIN:VCALENDAR\r\n').toString('base64');
    await enqueueEmail(db, { to, subject: 'Plain', html: '<p>x</p>' });
    await enqueueEmail(db, {
      to,
      subject: 'With file',
      html: '<p>x</p>',
      attachments: [{ filename: 'lesson.ics', contentType: 'text/calendar', contentBase64 }],
    });
    const { data } = (await mailbox(`?to=${encodeURIComponent(to)}`)).json;
    expect(data.map((message: { attachments: unknown[] }) => message.attachments)).toEqual([
      [{ filename: 'lesson.ics', contentType: 'text/calendar', contentBase64 }],
      [],
    ]);
  });

  it('honours the limit and refuses unknown query fields', async () => {
    await enqueueEmail(db, { to: address(), subject: 'a', html: '<p>a</p>' });
    await enqueueEmail(db, { to: address(), subject: 'b', html: '<p>b</p>' });
    expect((await mailbox('?limit=1')).json.data).toHaveLength(1);
    expect((await mailbox('?limit=500')).status).toBe(400);
    expect((await mailbox('?teacherId=x')).status).toBe(400);
  });

  it('does not exist in production (404), whatever the outbox holds', async () => {
    vi.stubEnv('APP_ENV', 'production');
    vi.stubEnv('SESSION_SECRET', 's'.repeat(40));
    vi.stubEnv('STRIPE_WEBHOOK_SECRET', 'whsec_test');
    vi.stubEnv('DATABASE_URL', process.env.DATABASE_URL ?? 'postgresql://unused/db');
    const response = await mailbox();
    expect(response.status).toBe(404);
    expect(response.json.error.code).toBe('NOT_FOUND');
    expect(response.text).not.toContain('@');
  });
});
