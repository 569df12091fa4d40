import { createElement } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { db } from '@/lib/core/db';
import { createTeacher } from '@/test/factories';
import { startFakeResend, type FakeResend } from '@/test/fakes/resend';
import { EmailDeliveryError, EmailNotConfiguredError } from './email-errors';
import { deliverEmail, renderEmail, type EmailInput } from './send-email';

let resend: FakeResend;
beforeAll(async () => {
  resend = await startFakeResend();
});
afterAll(() => resend.close());
afterEach(() => vi.unstubAllEnvs());

const uniqueAddress = () => `student.${crypto.randomUUID()}@example.test`;
const outboxRow = (id: string) => db.emailOutbox.findUniqueOrThrow({ where: { id } });
/** What the outbox does with an e-mail effect: render once, deliver under the effect's id. */
const sendEmail = async (input: EmailInput, id: string = crypto.randomUUID()) =>
  deliverEmail(id, await renderEmail(input));

/** The SDK reads RESEND_BASE_URL when a client is constructed, which sendEmail does per message. */
function useFakeResend() {
  vi.stubEnv('RESEND_API_KEY', 're_test_key');
  vi.stubEnv('RESEND_BASE_URL', resend.url);
}

describe('deliverEmail without a Resend key (development outbox)', () => {
  it('records the message as sent in the outbox, with a plain-text alternative', async () => {
    vi.stubEnv('RESEND_API_KEY', '');
    const teacher = await createTeacher();
    const to = uniqueAddress();
    const sent = await sendEmail({
      to,
      subject: 'Hello',
      html: '<p>Hi <a href="https://lektio.test/x">there</a></p>',
      teacherId: teacher.id,
    });
    expect(sent).toMatchObject({ delivery: 'outbox', providerMessageId: `outbox:${sent.outboxId}` });
    const row = await outboxRow(sent.outboxId);
    expect(row).toMatchObject({ to, subject: 'Hello', status: 'sent', teacherId: teacher.id, error: null });
    expect(row.from).toContain('@');
    expect(row.sentAt).toBeInstanceOf(Date);
    expect(row.text).toContain('Hi there');
    expect(row.text).toContain('https://lektio.test/x');
  });

  it('renders a React e-mail to HTML and text', async () => {
    vi.stubEnv('RESEND_API_KEY', '');
    const sent = await sendEmail({
      to: uniqueAddress(),
      subject: 'React',
      react: createElement('h1', null, 'Welcome'),
    });
    const row = await outboxRow(sent.outboxId);
    expect(row.html).toContain('<h1>Welcome</h1>');
    expect(row.text?.toLowerCase()).toContain('welcome');
  });

  it('is refused in production, and the refusal is recorded', async () => {
    vi.stubEnv('APP_ENV', 'production');
    vi.stubEnv('SESSION_SECRET', 's'.repeat(40));
    vi.stubEnv('STRIPE_WEBHOOK_SECRET', 'whsec_test');
    vi.stubEnv('DATABASE_URL', process.env.DATABASE_URL ?? 'postgresql://unused/db');
    vi.stubEnv('RESEND_API_KEY', '');
    const to = uniqueAddress();
    await expect(sendEmail({ to, subject: 'Prod', html: '<p>x</p>' })).rejects.toBeInstanceOf(EmailNotConfiguredError);
    expect(await db.emailOutbox.findFirst({ where: { to } })).toMatchObject({ status: 'failed' });
  });
});

describe('deliverEmail through Resend (local fake)', () => {
  it('calls the API with from, to, subject, html and text, and records the provider id', async () => {
    useFakeResend();
    const to = uniqueAddress();
    const sent = await sendEmail({ to, subject: 'Your link', html: '<p>Click <a href="https://x.test">here</a></p>' });

    const request = resend.requests.find((candidate) => candidate.body.to === to);
    expect(request).toBeDefined();
    expect(request).toMatchObject({ method: 'POST', path: '/emails' });
    expect(request?.headers.authorization).toBe('Bearer re_test_key');
    expect(request?.headers['idempotency-key']).toBe(`email-outbox/${sent.outboxId}`);
    expect(request?.body).toMatchObject({
      from: expect.stringContaining('@'),
      subject: 'Your link',
      html: '<p>Click <a href="https://x.test">here</a></p>',
      text: expect.stringContaining('Click here'),
    });

    expect(sent.delivery).toBe('resend');
    const row = await outboxRow(sent.outboxId);
    expect(row).toMatchObject({ status: 'sent', providerMessageId: sent.providerMessageId, attempts: 1, error: null });
    expect(row.providerMessageId).not.toMatch(/^outbox:/);
  });

  it('marks the row failed and throws a typed error when the provider answers 500', async () => {
    useFakeResend();
    resend.failNext(500);
    const to = uniqueAddress();
    const failure = await sendEmail({ to, subject: 'Boom', html: '<p>x</p>' }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(EmailDeliveryError);
    const row = await outboxRow((failure as EmailDeliveryError).outboxId);
    expect(row).toMatchObject({ to, status: 'failed', providerMessageId: null, attempts: 1 });
    expect(row.error).toContain('boom');
  });

  it('marks the row failed when the provider cannot be reached', async () => {
    vi.stubEnv('RESEND_API_KEY', 're_test_key');
    vi.stubEnv('RESEND_BASE_URL', 'http://127.0.0.1:9'); // discard port: connection refused
    const to = uniqueAddress();
    await expect(sendEmail({ to, subject: 'Down', html: '<p>x</p>' })).rejects.toBeInstanceOf(EmailDeliveryError);
    expect(await db.emailOutbox.findFirst({ where: { to } })).toMatchObject({ status: 'failed' });
  });

  it('sends attachments as base64 with their file name and content type, and keeps them off email_outbox', async () => {
    useFakeResend();
    const to = uniqueAddress();
    const contentBase64 = Buffer.from('BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n').toString('base64');
    const sent = await sendEmail({
      to,
      subject: 'Invitation',
      html: '<p>See you</p>',
      attachments: [{ filename: 'session.ics', contentType: 'text/calendar; method=REQUEST', contentBase64 }],
    });
    const request = resend.requests.find((candidate) => candidate.body.to === to);
    expect(request?.body.attachments).toEqual([
      { filename: 'session.ics', content_type: 'text/calendar; method=REQUEST', content: contentBase64 },
    ]);
    expect(await outboxRow(sent.outboxId)).toMatchObject({ status: 'sent', subject: 'Invitation' });
  });

  it('delivers an id once: a repeated delivery (a retry after a crash) sends nothing more', async () => {
    useFakeResend();
    const to = uniqueAddress();
    const id = crypto.randomUUID();
    const first = await sendEmail({ to, subject: 'Once', html: '<p>x</p>' }, id);
    const again = await sendEmail({ to, subject: 'Once', html: '<p>x</p>' }, id);
    expect(again).toEqual(first);
    expect(resend.requests.filter((request) => request.body.to === to)).toHaveLength(1);
    expect(await db.emailOutbox.count({ where: { to } })).toBe(1);
  });
});
