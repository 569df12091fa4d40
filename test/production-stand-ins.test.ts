import net from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import DevMailboxPage from '@/app/(dev)/dev/mailbox/page';
import { GET as devLogin } from '@/app/api/auth/dev-login/[teacherId]/route';
import { GET as mailbox } from '@/app/api/dev/mailbox/route';
import { POST as runReminders } from '@/app/api/dev/session-reminders/route';
import { startDevelopmentProcessor } from '@/dev/simulators/psp/start-development-processor';
import { stripeClient } from '@/lib/integrations/psp/stripe-client';
import { createTeacher } from '@/test/factories';
import { callRoute } from '@/test/http';

afterEach(() => vi.unstubAllEnvs());

/** A production configuration with no Stripe key: the case where a stand-in could sneak in. */
function production(simulatorPort: number) {
  vi.stubEnv('APP_ENV', 'production');
  vi.stubEnv('SESSION_SECRET', 's'.repeat(40));
  vi.stubEnv('STRIPE_WEBHOOK_SECRET', 'whsec_test');
  vi.stubEnv('DATABASE_URL', process.env.DATABASE_URL ?? 'postgresql://unused/db');
  vi.stubEnv('STRIPE_SECRET_KEY', '');
  vi.stubEnv('RESEND_API_KEY', '');
  vi.stubEnv('STRIPE_SIMULATOR_URL', `http://127.0.0.1:${simulatorPort}`);
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

const listening = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => resolve(Boolean(socket.end())));
    socket.once('error', () => resolve(false));
  });

describe('development stand-ins with APP_ENV=production', () => {
  it('the mailbox API answers 404 NOT_FOUND', async () => {
    production(await freePort());
    const response = await callRoute(mailbox, { path: '/api/dev/mailbox' });
    expect(response.status).toBe(404);
    expect(response.json.error.code).toBe('NOT_FOUND');
  });

  it('the reminder trigger answers 404 NOT_FOUND', async () => {
    production(await freePort());
    const response = await callRoute(runReminders, { method: 'POST', path: '/api/dev/session-reminders' });
    expect(response.status).toBe(404);
  });

  it('the mailbox page is not found', async () => {
    production(await freePort());
    await expect(DevMailboxPage({ searchParams: Promise.resolve({}) })).rejects.toMatchObject({
      digest: expect.stringContaining('404'),
    });
  });

  it('dev login answers 404 and sets no cookie', async () => {
    production(await freePort());
    const teacher = await createTeacher();
    const response = await callRoute(devLogin, {
      path: `/api/auth/dev-login/${teacher.id}`,
      params: { teacherId: teacher.id },
    });
    expect(response.status).toBe(404);
    expect(response.headers.get('set-cookie')).toBeNull();
  });

  it('the simulated processor does not start, and the SDK is never pointed at it', async () => {
    const port = await freePort();
    production(port);
    expect(await startDevelopmentProcessor()).toBeNull();
    expect(await listening(port)).toBe(false);
    expect(() => stripeClient()).toThrow(/not configured/);
  });
});
