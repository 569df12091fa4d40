/**
 * The routes the scale runner loads, each as a request factory. Authenticated routes rotate over
 * many sessions and public ones over many client addresses (X-Forwarded-For, TRUST_PROXY=loopback),
 * so that the per-session and per-IP rate limits (60 and 30 a minute) measure nothing but their
 * own statement. The webhook sends an event type Lektio ignores, each with a new id: the full
 * ingest path (signature, idempotency insert, transaction, audit) without touching any payment.
 */
import { createHmac, randomBytes } from 'node:crypto';
import type pg from 'pg';
import { signEventPayload } from '@/lib/integrations/psp/sign-event-payload';
import type { RequestShape } from './load';

export type ScaleRoute = { name: string; kind: 'trivial' | 'json' | 'page'; next: () => RequestShape };

/** `count` teacher sessions written straight to auth_sessions (the key is the HMAC the app computes); their cookie values. */
export async function createBenchSessions(sql: pg.Client, teacherId: string, count: number, secret: string) {
  const ids = Array.from({ length: count }, () => randomBytes(32).toString('hex'));
  await sql.query(
    `INSERT INTO auth_sessions (id, role, "teacherId", "expiresAt")
     SELECT key, 'teacher', $2::uuid, now() + interval '1 day' FROM unnest($1::text[]) AS key`,
    [ids.map((id) => createHmac('sha256', secret).update(id).digest('hex')), teacherId],
  );
  return ids;
}

function rotating<T>(items: readonly T[]) {
  let index = 0;
  return () => items[index++ % items.length]!;
}

let addressCounter = 0;
const nextAddress = () => {
  addressCounter++;
  return `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
};

const isoDate = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

export function scaleRoutes(input: {
  hot: { slug: string; serviceId: string; cookies: string[] };
  roster: { cookies: string[] };
  webhookSecret: string;
}): ScaleRoute[] {
  const hotCookie = rotating(input.hot.cookies);
  const rosterCookie = rotating(input.roster.cookies);
  const teacherGet = (path: string, cookie: () => string) => (): RequestShape => ({
    method: 'GET',
    path,
    headers: { cookie: `svc_session=${cookie()}`, 'x-forwarded-for': nextAddress() },
  });
  const publicGet = (path: string) => (): RequestShape => ({
    method: 'GET',
    path,
    headers: { 'x-forwarded-for': nextAddress() },
  });
  const availability = new URLSearchParams({
    serviceId: input.hot.serviceId,
    timezone: 'America/New_York',
    start: isoDate(1),
    end: isoDate(31),
  });
  let eventCounter = 0;
  const runId = randomBytes(4).toString('hex');
  return [
    { name: '/api/health', kind: 'trivial', next: publicGet('/api/health') },
    {
      name: 'availability (31 days)',
      kind: 'json',
      next: publicGet(`/api/public/${input.hot.slug}/service-availability?${availability}`),
    },
    { name: 'roster page (20k)', kind: 'page', next: teacherGet('/teacher/students', rosterCookie) },
    {
      name: 'roster search (20k)',
      kind: 'json',
      next: teacherGet('/api/teacher/students?search=garc&limit=25', rosterCookie),
    },
    { name: 'calendar week', kind: 'json', next: teacherGet('/api/teacher/calendar/week', hotCookie) },
    { name: 'public page', kind: 'page', next: publicGet(`/${input.hot.slug}`) },
    { name: 'dashboard summary', kind: 'json', next: teacherGet('/api/teacher/dashboard/summary', hotCookie) },
    { name: 'insights overview', kind: 'json', next: teacherGet('/api/teacher/insights/overview', hotCookie) },
    {
      name: 'webhook ingest (ignored type)',
      kind: 'json',
      next: () => {
        const body = JSON.stringify({
          id: `evt_scale_${runId}_${++eventCounter}`,
          object: 'event',
          type: 'customer.created',
          account: 'acct_scale_nobody',
          created: Math.floor(Date.now() / 1000),
          data: { object: { id: `cus_scale_${eventCounter}`, object: 'customer' } },
        });
        return {
          method: 'POST',
          path: '/api/webhooks/psp',
          headers: {
            'content-type': 'application/json',
            'psp-signature': signEventPayload(body, { secret: input.webhookSecret }),
            'x-forwarded-for': nextAddress(),
          },
          body,
        };
      },
    },
  ];
}
