// Part 3: Resend answers 500 to the first deliveries; the outbox retries and delivers once.
import { POST as book } from '@/app/api/teacher/sessions/route';
import { db } from '@/lib/core/db';
import { sweepOutbox } from '@/lib/outbox/sweep-outbox';
import { createEnrollment, createService, createStudent, createTeacher } from '@/test/factories';
import { startFakeResend } from '@/test/fakes/resend';
import { callRoute, teacherCookie } from '@/test/http';
import { check, sleep, Timeline } from './report';

export async function resendOutage() {
  const resend = await startFakeResend();
  process.env.RESEND_API_KEY = 're_reliability_key';
  process.env.RESEND_BASE_URL = resend.url;

  const teacher = await createTeacher();
  const service = await createService({ teacherId: teacher.id, durationMinutes: 30 });
  const student = await createStudent({ teacherId: teacher.id });
  await createEnrollment({ teacherId: teacher.id, serviceId: service.id, studentId: student.id });
  const cookie = await teacherCookie(teacher.id);
  const toStudent = () => resend.requests.filter((request) => JSON.stringify(request.body.to).includes(student.email));

  const timeline = new Timeline();
  const row = async () =>
    db.outboxEffect.findFirstOrThrow({
      where: { kind: 'email', payload: { path: ['to'], equals: student.email } },
      select: { id: true, status: true, attempts: true, availableAt: true, lastError: true },
    });
  const describe = async () => {
    const effect = await row();
    const next = effect.status === 'pending' ? `, next attempt in ${effect.availableAt.getTime() - Date.now()} ms` : '';
    return `outbox ${effect.status}, attempts ${effect.attempts}${next}; Resend got ${toStudent().length} for the student`;
  };
  const sweep = async (what: string) => {
    const result = await sweepOutbox();
    timeline.event(what, `sweep: delivered ${result.delivered}, retried ${result.retried}; ${await describe()}`);
    return result;
  };

  resend.failNext(500);
  resend.failNext(500);
  timeline.event('Resend: next 2 requests answer 500');
  const startUtc = new Date(Date.UTC(2031, 1, 3, 9)).toISOString();
  const booked = await timeline.record('POST /api/teacher/sessions (e-mails the student)', () =>
    callRoute(book, {
      method: 'POST',
      path: '/api/teacher/sessions',
      cookie,
      body: { serviceId: service.id, studentId: student.id, startUtc },
    }),
  );
  timeline.event('after the commit', await describe());
  const early = await sweep('sweep at once (backoff not over)');
  await sleep((await row()).availableAt.getTime() - Date.now() + 50);
  const second = await sweep('sweep after the 5 s backoff (Resend still 500)');
  await sleep((await row()).availableAt.getTime() - Date.now() + 50);
  const third = await sweep('sweep after the 10 s backoff (Resend healthy)');
  const again = await sweep('sweep once more');
  timeline.print('3. Resend: the first deliveries answer 500 (the outbox retries)');

  const effect = await row();
  const mail = await db.emailOutbox.findUniqueOrThrow({
    where: { id: effect.id },
    select: { status: true, providerMessageId: true },
  });
  const requests = toStudent();
  const keys = new Set(requests.map((request) => request.headers['idempotency-key']));
  const sessions = await db.session.count({ where: { studentId: student.id } });
  console.info(
    `database afterwards: session ${sessions}; outbox effect ${effect.status} after ${effect.attempts} attempts; ` +
      `email_outbox ${mail.status} (${mail.providerMessageId}); Resend requests for the student ${requests.length} ` +
      `(500, 500, 200), idempotency keys ${keys.size}`,
  );
  await resend.close();
  delete process.env.RESEND_API_KEY;
  delete process.env.RESEND_BASE_URL;

  check('resend: the booking answers 201 although the e-mail failed', booked.status === 201 && sessions === 1);
  check(
    'resend: the failed delivery waits for its backoff (sweep at once retries nothing)',
    early.retried + early.delivered === 0,
  );
  check(
    'resend: retried after the backoff (attempt 2 failed, attempt 3 delivered)',
    second.retried === 1 && third.delivered === 1,
  );
  check(
    'resend: delivered exactly once, nothing lost (3 requests under one idempotency key, one accepted, row sent)',
    requests.length === 3 &&
      keys.size === 1 &&
      effect.status === 'delivered' &&
      mail.status === 'sent' &&
      again.delivered === 0,
  );
}
