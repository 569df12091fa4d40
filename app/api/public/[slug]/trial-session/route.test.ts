import { describe, expect, it } from 'vitest';
import { flushAudits } from '@/lib/audit/record-audit';
import { db } from '@/lib/core/db';
import { parseIsoDate, wallTimeToUtc } from '@/lib/core/time';
import {
  createAvailabilitySchedule,
  createService,
  createSession,
  createStudent,
  createTeacher,
} from '@/test/factories';
import { callRoute } from '@/test/http';
import { setUpSimulatedProcessor } from '@/test/psp-simulator';
import { POST } from './route';
import { futureMonday } from '@/test/future-monday';

const processor = setUpSimulatedProcessor();
const minute = 60 * 1000;

const monday = futureMonday();
const madridAt = (time: string, date = monday) => {
  const [h, m] = time.split(':').map(Number) as [number, number];
  return new Date(wallTimeToUtc(parseIsoDate(date), h * 60 + m, 'Europe/Madrid'));
};

/** A Madrid teacher with the factory week (Mon-Fri 09:00-13:00, 15:00-19:00) and a 60-minute trial. */
async function trialTeacher(options: { priceAmount?: number; pspAccountId?: string | null } = {}) {
  const teacher = await createTeacher({ timezone: 'Europe/Madrid', pspAccountId: options.pspAccountId ?? null });
  await createAvailabilitySchedule({ teacherId: teacher.id });
  const service = await createService({
    teacherId: teacher.id,
    isTrial: true,
    priceAmount: options.priceAmount ?? 0,
    durationMinutes: 60,
  });
  return { teacher, service };
}

const bodyFor = (serviceId: string, overrides: Record<string, unknown> = {}) => ({
  serviceId,
  startUtc: madridAt('10:00').toISOString(),
  timezone: 'America/New_York',
  name: 'Vera Visitor',
  email: `vera-${crypto.randomUUID()}@example.test`,
  consentAccepted: true,
  ...overrides,
});

const requestTrial = (slug: string, body: unknown, ip?: string) =>
  callRoute(POST, { method: 'POST', path: `/api/public/${slug}/trial-session`, params: { slug }, body, ip });

describe('POST /api/public/:slug/trial-session', () => {
  it('requires consentAccepted to be the literal true', async () => {
    const { teacher, service } = await trialTeacher();
    for (const consentAccepted of [false, 'true', 1, undefined]) {
      const response = await requestTrial(teacher.slug, bodyFor(service.id, { consentAccepted }));
      expect(response.status).toBe(400);
      expect(response.json.error.code).toBe('VALIDATION_ERROR');
    }
    expect((await requestTrial(teacher.slug, bodyFor(service.id, { extra: 1 }))).status).toBe(400);
    expect(await db.session.count({ where: { teacherId: teacher.id } })).toBe(0);
    expect((await requestTrial(teacher.slug, bodyFor(service.id))).status).toBe(201);
  });

  it('is 404 for a service that is not a trial, a private trial, or a trial of another teacher', async () => {
    const { teacher, service: trial } = await trialTeacher();
    const notTrial = await createService({ teacherId: teacher.id, isTrial: false });
    const privateTrial = await createService({ teacherId: teacher.id, isTrial: true, isPrivate: true, priceAmount: 0 });
    const paused = await createService({ teacherId: teacher.id, isTrial: true, status: 'paused', priceAmount: 0 });
    const other = await trialTeacher();
    for (const serviceId of [notTrial.id, privateTrial.id, paused.id, other.service.id]) {
      const response = await requestTrial(teacher.slug, bodyFor(serviceId));
      expect(response.status).toBe(404);
      expect(response.json.error.code).toBe('NOT_FOUND');
    }
    expect((await requestTrial('no-such-teacher', bodyFor(trial.id))).status).toBe(404);
    expect(await db.session.count({ where: { teacherId: { in: [teacher.id, other.teacher.id] } } })).toBe(0);
  });

  it('refuses an occupied slot and a time outside the availability with 409 SLOT_UNAVAILABLE', async () => {
    const { teacher, service } = await trialTeacher();
    await createSession({ teacherId: teacher.id, serviceId: service.id, startUtc: madridAt('10:30') });
    const occupied = await requestTrial(teacher.slug, bodyFor(service.id));
    expect(occupied.status).toBe(409);
    expect(occupied.json.error.code).toBe('SLOT_UNAVAILABLE');
    const evening = await requestTrial(
      teacher.slug,
      bodyFor(service.id, { startUtc: madridAt('21:00').toISOString() }),
    );
    expect(evening.status).toBe(409);
    expect(evening.json.error.code).toBe('SLOT_UNAVAILABLE');
    expect(await db.session.count({ where: { teacherId: teacher.id } })).toBe(1);
    expect(await db.student.count({ where: { teacherId: teacher.id } })).toBe(0);
  });

  it('of 20 concurrent requests for one slot exactly one is booked; the rest get SLOT_UNAVAILABLE', async () => {
    const { teacher, service } = await trialTeacher();
    const body = bodyFor(service.id);
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) => requestTrial(teacher.slug, i % 2 ? body : bodyFor(service.id))),
    );
    expect(responses.filter((response) => response.status === 201)).toHaveLength(1);
    const refused = responses.filter((response) => response.status !== 201);
    expect(refused.map((response) => response.json.error.code)).toEqual(Array(19).fill('SLOT_UNAVAILABLE'));
    expect(await db.session.count({ where: { teacherId: teacher.id } })).toBe(1);
    expect(await db.student.count({ where: { teacherId: teacher.id } })).toBe(1);
    expect(await db.studentLifecycleEvent.count({ where: { teacherId: teacher.id, type: 'first_contact' } })).toBe(1);
  });

  it('an unpaid trial is pending_confirmation for a new trial student, with first_contact, trial_requested and an audit entry', async () => {
    const { teacher, service } = await trialTeacher();
    const body = bodyFor(service.id, { note: 'I would like to work on my accent' });
    const response = await requestTrial(teacher.slug, body);
    expect(response.status).toBe(201);
    expect(response.json).toEqual({ status: 'pending_confirmation', sessionId: expect.any(String) });

    const session = await db.session.findUniqueOrThrow({
      where: { id: response.json.sessionId },
      include: { student: true },
    });
    expect(session).toMatchObject({
      teacherId: teacher.id,
      serviceId: service.id,
      status: 'pending_confirmation',
      isTrialSession: true,
      holdExpiresAt: null,
      timezone: 'America/New_York',
      startUtc: madridAt('10:00'),
      endUtc: madridAt('11:00'),
    });
    expect(session.student).toMatchObject({ name: 'Vera Visitor', email: body.email, status: 'trial' });
    expect(
      await db.studentLifecycleEvent.findMany({
        where: { studentId: session.studentId! },
        select: { type: true, metadata: true },
        orderBy: { type: 'asc' },
      }),
    ).toEqual([
      { type: 'first_contact', metadata: { source: 'trial_request' } },
      { type: 'trial_requested', metadata: { sessionId: session.id, note: 'I would like to work on my accent' } },
    ]);
    await flushAudits();
    expect(await db.auditLog.count({ where: { teacherId: teacher.id, action: 'session.request_trial' } })).toBe(1);
  });

  it('finds an existing student by e-mail (any case) and keeps their status', async () => {
    const { teacher, service } = await trialTeacher();
    const student = await createStudent({ teacherId: teacher.id, email: 'known@example.test', status: 'active' });
    const response = await requestTrial(teacher.slug, bodyFor(service.id, { email: 'KNOWN@example.test' }));
    expect(response.status).toBe(201);
    const session = await db.session.findUniqueOrThrow({ where: { id: response.json.sessionId } });
    expect(session.studentId).toBe(student.id);
    expect((await db.student.findUniqueOrThrow({ where: { id: student.id } })).status).toBe('active');
    expect(await db.student.count({ where: { teacherId: teacher.id } })).toBe(1);
    // Not a new contact: their lifecycle gains the request only.
    expect(
      await db.studentLifecycleEvent.findMany({ where: { studentId: student.id }, select: { type: true } }),
    ).toEqual([{ type: 'trial_requested' }]);
  });

  it('a paid trial holds the slot for 15 minutes and opens a checkout on the teacher account; paying schedules it', async () => {
    const accountId = `acct_${crypto.randomUUID()}`;
    const { teacher, service } = await trialTeacher({ priceAmount: 1_500, pspAccountId: accountId });
    const before = Date.now();
    const response = await requestTrial(teacher.slug, bodyFor(service.id));
    expect(response.status).toBe(201);
    expect(response.json).toEqual({
      status: 'checkout',
      checkoutUrl: expect.any(String),
      sessionId: expect.any(String),
    });

    const session = await db.session.findUniqueOrThrow({ where: { id: response.json.sessionId } });
    expect(session).toMatchObject({ status: 'hold', isTrialSession: true });
    const hold = session.holdExpiresAt!.getTime();
    expect(hold).toBeGreaterThanOrEqual(before + 15 * minute);
    expect(hold).toBeLessThanOrEqual(Date.now() + 15 * minute);

    const checkout = processor().state.checkoutSessions.get(session.pspCheckoutSessionId!);
    expect(checkout).toMatchObject({
      account: accountId,
      amount_total: 1_500,
      metadata: expect.objectContaining({ kind: 'trial', sessionId: session.id }),
    });
    expect(response.json.checkoutUrl).toBe(checkout!.url);

    await processor().pay(checkout!.id);
    expect((await db.session.findUniqueOrThrow({ where: { id: session.id } })).status).toBe('scheduled');
  });

  it('a paid trial of a teacher without a processor account is 422 PSP_NOT_CONNECTED and books nothing', async () => {
    const { teacher, service } = await trialTeacher({ priceAmount: 1_500 });
    const response = await requestTrial(teacher.slug, bodyFor(service.id));
    expect(response.status).toBe(422);
    expect(response.json.error.code).toBe('PSP_NOT_CONNECTED');
    expect(await db.session.count({ where: { teacherId: teacher.id } })).toBe(0);
  });

  it('a hold whose time is up frees its slot for a new trial at once, and is marked expired', async () => {
    const { teacher, service } = await trialTeacher();
    const stale = await createSession({
      teacherId: teacher.id,
      serviceId: service.id,
      startUtc: madridAt('10:00'),
      status: 'hold',
      isTrialSession: true,
      holdExpiresAt: new Date(Date.now() - minute),
    });
    const live = await createSession({
      teacherId: teacher.id,
      serviceId: service.id,
      startUtc: madridAt('12:00'),
      status: 'hold',
      isTrialSession: true,
      holdExpiresAt: new Date(Date.now() + 10 * minute),
    });
    expect((await requestTrial(teacher.slug, bodyFor(service.id))).status).toBe(201);
    expect((await db.session.findUniqueOrThrow({ where: { id: stale.id } })).status).toBe('expired');

    const blocked = await requestTrial(
      teacher.slug,
      bodyFor(service.id, { startUtc: madridAt('12:00').toISOString() }),
    );
    expect(blocked.status).toBe(409);
    expect((await db.session.findUniqueOrThrow({ where: { id: live.id } })).status).toBe('hold');
  });

  it('allows 3 requests an hour per IP: the 4th is 429', async () => {
    const { teacher, service } = await trialTeacher();
    const ip = `10.77.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    const times = ['09:00', '10:00', '11:00', '12:00'];
    const statuses = [];
    for (const time of times) {
      const body = bodyFor(service.id, { startUtc: madridAt(time).toISOString() });
      statuses.push((await requestTrial(teacher.slug, body, ip)).status);
    }
    expect(statuses).toEqual([201, 201, 201, 429]);
  });
});
