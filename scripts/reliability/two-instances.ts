// npm run reliability:two-instances     (after `npm run build`; NEXT_DIST_DIR picks another build folder)
// Two built app processes on one throwaway PostgreSQL database behind a local round-robin proxy
// (TRUST_PROXY=loopback), and what shows they behave as one: sessions, limits, a processor event
// delivered to both, cron ticks, the outbox, uploads. Prints what was sent, what came back and what
// the database holds; exits 1 when one of them does not hold. Stops by itself (docs/reliability.md).
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { signEventPayload } from '@/lib/integrations/psp/sign-event-payload';
import { databaseUrl, recreateDatabase } from '@/test/database-server';
import { startApp, startRoundRobinProxy, type AppProcess } from './app-cluster';
import { prepareDatabase } from './prepare-database';

const serverUrl =
  process.env.RELIABILITY_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgresql://postgres@127.0.0.1:5432/postgres';
const name = `lektio_two_instances_${process.pid}`;
const url = databaseUrl(serverUrl, name);
const basePort = Number(process.env.RELIABILITY_PORT ?? 3360);
const webhookSecret = 'whsec_two_instances_harness';
const demoTeacherId = '00000000-0000-4000-8000-000000000001';

setTimeout(() => {
  console.error('two-instances: gave up after 240 s');
  process.exit(2);
}, 240_000).unref();

const t0 = performance.now();
const say = (line: string) => console.info(`t=${String(Math.round(performance.now() - t0)).padStart(6)} ms  ${line}`);
const problems: string[] = [];
const check = (ok: boolean, line: string) => {
  say(`${ok ? 'OK  ' : 'FAIL'} ${line}`);
  if (!ok) problems.push(line);
};

await recreateDatabase(serverUrl, name);
say(`database ${name}: ${await prepareDatabase(url)}`);
const sql = new pg.Client({ connectionString: url });
await sql.connect();

const proxyPort = basePort + 2;
const publicUrl = `http://127.0.0.1:${proxyPort}`;
const sharedEnv = {
  DATABASE_URL: url,
  APP_ENV: 'development',
  APP_URL: publicUrl,
  TRUST_PROXY: 'loopback',
  STRIPE_WEBHOOK_SECRET: webhookSecret,
  UPLOADS_DIR: `.data/two-instances-${process.pid}/uploads`,
};
const apps: AppProcess[] = await Promise.all([startApp(basePort, sharedEnv), startApp(basePort + 1, sharedEnv)]);
const proxy = await startRoundRobinProxy(
  apps.map((app) => app.url),
  proxyPort,
);
say(`instances on :${basePort} and :${basePort + 1}, round-robin proxy on :${proxyPort}`);

type Call = {
  target?: number;
  ip?: string;
  cookie?: string;
  method?: string;
  body?: BodyInit;
  headers?: Record<string, string>;
};
async function call(
  path: string,
  { target, ip = '198.51.100.1', cookie, method = 'GET', body, headers = {} }: Call = {},
) {
  const response = await fetch(`${publicUrl}${path}`, {
    method,
    redirect: 'manual',
    body,
    headers: {
      'x-forwarded-for': ip,
      ...(target === undefined ? {} : { 'x-cluster-target': String(target) }),
      ...(cookie ? { cookie } : {}),
      ...(method === 'GET' ? {} : { origin: publicUrl }),
      ...headers,
    },
  });
  const text = await response.text();
  return {
    status: response.status,
    servedBy: response.headers.get('x-cluster-served-by'),
    headers: response.headers,
    text,
  };
}
const signIn = async (ip: string) => {
  const answer = await call(`/api/auth/dev-login/${demoTeacherId}`, { target: 0, ip });
  return (answer.headers.get('set-cookie') ?? '').split(';')[0]!;
};

try {
  // 1. A session made on one instance is valid on the other; logout on one ends it on both.
  const cookie = await signIn('198.51.100.10');
  const onOther = await call('/api/auth/me', { target: 1, cookie });
  check(onOther.status === 200, `session made on instance 0 -> GET /api/auth/me on instance 1: ${onOther.status}`);
  const logout = await call('/api/auth/logout', { target: 1, cookie, method: 'POST' });
  const afterLogout = await call('/api/auth/me', { target: 0, cookie });
  check(
    afterLogout.status === 401,
    `POST /api/auth/logout on instance 1 (${logout.status}) -> /api/auth/me on instance 0: ${afterLogout.status}`,
  );

  // 2. Limits count across instances: L answers, not 2L.
  const { rows: services } = await sql.query<{ id: string; slug: string }>(
    `SELECT s.id, t.slug FROM services s JOIN teachers t ON t.id = s."teacherId" WHERE t.id = $1 AND s.status = 'active' LIMIT 1`,
    [demoTeacherId],
  );
  const day = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
  const availability = `/api/public/${services[0]!.slug}/service-availability?serviceId=${services[0]!.id}&start=${day}&end=${day}`;
  const perIp = await Promise.all(Array.from({ length: 45 }, () => call(availability, { ip: '203.0.113.50' })));
  const perIpOk = perIp.filter((answer) => answer.status === 200).length;
  const servedBy = new Set(perIp.map((answer) => answer.servedBy));
  check(
    perIpOk === 30,
    `45 availability requests from one IP over ${servedBy.size} instances: ${perIpOk} answered, ${perIp.length - perIpOk} got 429 (limit 30/min)`,
  );
  const sessionCookie = await signIn('198.51.100.11');
  const perSession = [];
  for (let index = 0; index < 70; index++)
    perSession.push(
      await call('/api/teacher/services', { cookie: sessionCookie, ip: `198.51.100.${100 + (index % 100)}` }),
    );
  const perSessionOk = perSession.filter((answer) => answer.status === 200).length;
  check(
    perSessionOk === 60,
    `70 requests on one session, alternating instances: ${perSessionOk} answered, ${70 - perSessionOk} got 429 (limit 60/min)`,
  );

  // 3. One processor event delivered to both instances at once has one effect.
  const { rows: payments } = await sql.query<{
    pspChargeId: string;
    amount: number;
    currency: string;
    pspAccountId: string;
  }>(
    `SELECT p."pspChargeId", p.amount, p.currency, t."pspAccountId" FROM payments p JOIN teachers t ON t.id = p."teacherId"
      WHERE p."teacherId" = $1 AND p."pspChargeId" IS NOT NULL AND p.status = 'succeeded' LIMIT 1`,
    [demoTeacherId],
  );
  const payment = payments[0]!;
  const disputeId = `dp_two_instances_${process.pid}`;
  const payload = JSON.stringify({
    id: `evt_two_instances_${process.pid}`,
    object: 'event',
    type: 'charge.dispute.created',
    account: payment.pspAccountId,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    api_version: '2025-01-27.acacia',
    data: {
      object: {
        id: disputeId,
        object: 'dispute',
        charge: payment.pspChargeId,
        payment_intent: null,
        amount: payment.amount,
        currency: payment.currency.toLowerCase(),
        reason: 'fraudulent',
        status: 'needs_response',
        evidence_details: { due_by: Math.floor(Date.now() / 1000) + 7 * 86_400 },
      },
    },
  });
  process.env.STRIPE_WEBHOOK_SECRET = webhookSecret;
  const signature = signEventPayload(payload);
  const deliveries = await Promise.all(
    [0, 1].map((target) =>
      call('/api/webhooks/psp', {
        target,
        method: 'POST',
        body: payload,
        headers: { 'content-type': 'application/json', 'psp-signature': signature },
      }),
    ),
  );
  const { rows: disputeRows } = await sql.query(`SELECT count(*)::int AS n FROM disputes WHERE "pspDisputeId" = $1`, [
    disputeId,
  ]);
  const { rows: eventRows } = await sql.query(`SELECT count(*)::int AS n FROM webhook_events WHERE "pspEventId" = $1`, [
    `evt_two_instances_${process.pid}`,
  ]);
  check(
    disputeRows[0].n === 1 && eventRows[0].n === 1,
    `charge.dispute.created sent to both at once -> ${deliveries.map((answer) => answer.status).join(' and ')}; database holds ${disputeRows[0].n} dispute, ${eventRows[0].n} webhook event`,
  );

  // 4. The outbox delivers each effect once: a magic-link e-mail asked through one instance.
  const { rows: students } = await sql.query<{ email: string }>(
    `SELECT email FROM students WHERE "teacherId" = $1 AND "deletedAt" IS NULL LIMIT 1`,
    [demoTeacherId],
  );
  const askedAt = new Date();
  const magic = await call('/api/auth/magic-link', {
    target: 0,
    ip: '198.51.100.20',
    method: 'POST',
    body: JSON.stringify({ email: students[0]!.email, teacherSlug: services[0]!.slug }),
    headers: { 'content-type': 'application/json' },
  });
  await new Promise((resolve) => setTimeout(resolve, 5_000));
  const { rows: mails } = await sql.query<{ status: string; attempts: number }>(
    `SELECT status, attempts FROM email_outbox WHERE "to" = $1 AND "createdAt" >= $2`,
    [students[0]!.email, askedAt],
  );
  check(
    mails.length === 1 && mails[0]!.status === 'sent',
    `POST /api/auth/magic-link (${magic.status}) -> email_outbox holds ${mails.length} e-mail: ${mails.map((mail) => `${mail.status} (failed attempts before: ${mail.attempts})`).join('; ')}`,
  );

  // 5. Uploads: an avatar uploaded through one instance is served by the other.
  const gif = Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');
  const form = new FormData();
  form.append('file', new Blob([gif], { type: 'image/gif' }), 'avatar.gif');
  // A fresh session: the one above has used up its minute.
  const uploader = await signIn('198.51.100.12');
  const upload = await call('/api/teacher/settings/avatar', {
    target: 0,
    cookie: uploader,
    method: 'POST',
    body: form,
  });
  const avatarUrl = (JSON.parse(upload.text || '{}') as { avatarUrl?: string }).avatarUrl ?? '';
  const fetched = avatarUrl ? await call(new URL(avatarUrl, publicUrl).pathname, { target: 1 }) : { status: 0 };
  check(
    fetched.status === 200,
    `avatar uploaded on instance 0 (${upload.status}) -> GET on instance 1: ${fetched.status} (local driver, one shared folder)`,
  );

  // 6. A cron scheduled in both runs once per tick: wait past a minute boundary.
  const untilBoundary = 60_000 - (Date.now() % 60_000) + 8_000;
  say(`waiting ${Math.round(untilBoundary / 1000)} s for the next minute's cron ticks ...`);
  await new Promise((resolve) => setTimeout(resolve, untilBoundary));
  const runsOf = (app: AppProcess, id: string) =>
    app.output.filter((line) => line.includes('"job finished"') && line.includes(`"functionId":"${id}"`)).length;
  const ticksSinceStart = Math.floor((Date.now() - askedAt.getTime() + 60_000) / 60_000);
  for (const id of ['booking-expire-stale-holds', 'outbox-sweep']) {
    const runs = apps.map((app) => runsOf(app, id));
    const total = runs[0]! + runs[1]!;
    check(
      total >= 1 && total <= ticksSinceStart + 1,
      `cron ${id}: runs on instance 0 / 1 = ${runs.join(' / ')} (${total} in all over about ${ticksSinceStart} minute ticks)`,
    );
  }
  const { rows: claims } = await sql.query(`SELECT name, "lastTickAt", "claimedBy" FROM cron_claims ORDER BY name`);
  for (const claim of claims)
    say(`     cron_claims: ${claim.name} last tick ${claim.lastTickAt.toISOString()} claimed by ${claim.claimedBy}`);
} finally {
  await proxy.close();
  const codes = await Promise.all(apps.map((app) => app.stop()));
  say(`instances stopped (exit codes ${codes.join(', ')})`);
  await sql.end();
}

console.info(problems.length ? `\n${problems.length} check(s) failed` : '\nall checks held');
process.exit(problems.length ? 1 : 0);
