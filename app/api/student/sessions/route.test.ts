/** POST /api/student/sessions: booking with a credit (see route.concurrency.test.ts for races and groups). */
import { describe, expect, it } from 'vitest';
import { flushAudits } from '@/lib/audit/record-audit';
import { db } from '@/lib/core/db';
import { createEnrollment, createService, createSession } from '@/test/factories';
import { addStudent, book, credits, madridAt, setUpStudent } from '@/test/api/student/session-routes';

const bodyFor = (serviceId: string, overrides: Record<string, unknown> = {}) => ({
  serviceId,
  startUtc: madridAt('10:00').toISOString(),
  consentAccepted: true,
  ...overrides,
});

describe('POST /api/student/sessions', () => {
  it('books a scheduled session lasting the service duration, charging one credit, with first_session and an audit entry', async () => {
    const { teacher, service, student, enrollment, cookie } = await setUpStudent();
    const response = await book(cookie, bodyFor(service.id, { timezone: 'America/New_York' }));
    expect(response.status).toBe(201);
    expect(response.json).toMatchObject({
      startsAt: madridAt('10:00').toISOString(),
      endsAt: madridAt('11:00').toISOString(),
      status: 'scheduled',
      timezone: 'America/New_York',
      role: 'primary',
      canCancel: true,
      canReschedule: true,
      service: { id: service.id, name: service.name, durationMinutes: 60 },
      teacher: { name: teacher.name, slug: teacher.slug },
    });
    const session = await db.session.findUniqueOrThrow({ where: { id: response.json.id } });
    expect(session).toMatchObject({ studentId: student.id, enrollmentId: enrollment!.id, status: 'scheduled' });
    expect(await credits(enrollment!.id)).toMatchObject({ sessionsScheduled: 1 });
    const events = await db.studentLifecycleEvent.findMany({
      where: { studentId: student.id },
      select: { type: true },
    });
    expect(events).toEqual([{ type: 'first_session' }]);
    await flushAudits();
    const audit = await db.auditLog.findFirstOrThrow({ where: { teacherId: teacher.id, action: 'session.book' } });
    expect(audit).toMatchObject({ actorType: 'student', actorId: student.id, entityId: session.id });

    // A second booking is not a first session; the zone defaults to the student's own.
    const second = await book(cookie, bodyFor(service.id, { startUtc: madridAt('12:00').toISOString() }));
    expect(second.json.timezone).toBe('Europe/Madrid');
    expect(await db.studentLifecycleEvent.count({ where: { studentId: student.id } })).toBe(1);
    expect(await credits(enrollment!.id)).toMatchObject({ sessionsScheduled: 2 });
  });

  it('takes the student off the waitlist of the service they book', async () => {
    const { teacher, service, student, cookie } = await setUpStudent();
    await db.waitlistEntry.create({
      data: { teacherId: teacher.id, serviceId: service.id, studentId: student.id, status: 'notified' },
    });
    expect((await book(cookie, bodyFor(service.id))).status).toBe(201);
    expect((await db.waitlistEntry.findFirstOrThrow({ where: { studentId: student.id } })).status).toBe('converted');
  });

  it('does not record first_session for a student who already had a session with the teacher', async () => {
    const { teacher, service, student, cookie } = await setUpStudent();
    await createSession({ teacherId: teacher.id, serviceId: service.id, studentId: student.id, status: 'completed' });
    expect((await book(cookie, bodyFor(service.id))).status).toBe(201);
    expect(await db.studentLifecycleEvent.count({ where: { studentId: student.id } })).toBe(0);
  });

  it('is 400 without consentAccepted true or with unknown fields, and books nothing', async () => {
    const { service, student, cookie } = await setUpStudent();
    for (const body of [
      bodyFor(service.id, { consentAccepted: false }),
      bodyFor(service.id, { consentAccepted: 'true' }),
      bodyFor(service.id, { consentAccepted: undefined }),
      bodyFor(service.id, { extra: 1 }),
      bodyFor(service.id, { startUtc: 'tomorrow' }),
      bodyFor('not-a-uuid'),
    ]) {
      const response = await book(cookie, body);
      expect(response.status).toBe(400);
      expect(response.json.error.code).toBe('VALIDATION_ERROR');
    }
    expect(await db.session.count({ where: { studentId: student.id } })).toBe(0);
  });

  it('is 401 without a student session', async () => {
    const { service } = await setUpStudent();
    expect((await book(undefined, bodyFor(service.id))).status).toBe(401);
  });

  it("is 404 for another teacher's service, a paused one or a deleted one", async () => {
    const { teacher, student, cookie } = await setUpStudent();
    const other = await setUpStudent();
    const paused = await createService({ teacherId: teacher.id, status: 'paused' });
    const deleted = await createService({ teacherId: teacher.id, deletedAt: new Date() });
    for (const serviceId of [other.service.id, paused.id, deleted.id]) {
      await createEnrollment({ teacherId: teacher.id, serviceId, studentId: student.id });
      const response = await book(cookie, bodyFor(serviceId));
      expect(response.status).toBe(404);
      expect(response.json.error.code).toBe('NOT_FOUND');
    }
    expect(await db.session.count({ where: { studentId: student.id } })).toBe(0);
  });

  it('is 422 NO_CREDITS without an active, unexpired enrollment with a credit left', async () => {
    const { teacher, service, cookie, student } = await setUpStudent({ credits: 0 });
    const refuse = async () => {
      const response = await book(cookie, bodyFor(service.id));
      expect(response.status).toBe(422);
      expect(response.json.error.code).toBe('NO_CREDITS');
    };
    await refuse();
    const enrollment = { teacherId: teacher.id, serviceId: service.id, studentId: student.id };
    await createEnrollment({ ...enrollment, validUntil: new Date(Date.now() - 1000) });
    await createEnrollment({ ...enrollment, status: 'cancelled' });
    await createEnrollment({ ...enrollment, sessionsTotal: 2, sessionsCompleted: 1, sessionsForfeited: 1 });
    await refuse();
    // Another student's credits are not the student's.
    await addStudent(teacher.id, service.id, 5);
    await refuse();
    expect(await db.session.count({ where: { teacherId: teacher.id } })).toBe(0);
  });

  it('is 409 SLOT_UNAVAILABLE for an occupied time, outside the availability, or in the past; no credit is taken', async () => {
    const { teacher, service, enrollment, cookie } = await setUpStudent();
    await createSession({ teacherId: teacher.id, serviceId: service.id, startUtc: madridAt('10:30') });
    for (const startUtc of [madridAt('10:00'), madridAt('21:00'), new Date(Date.now() - 3_600_000)]) {
      const response = await book(cookie, bodyFor(service.id, { startUtc: startUtc.toISOString() }));
      expect(response.status).toBe(409);
      expect(response.json.error.code).toBe('SLOT_UNAVAILABLE');
    }
    expect(await credits(enrollment!.id)).toMatchObject({ sessionsScheduled: 0 });
  });

  it('releases an expired hold over the time and books it', async () => {
    const { teacher, service, cookie } = await setUpStudent();
    const stale = await createSession({
      teacherId: teacher.id,
      serviceId: service.id,
      startUtc: madridAt('10:00'),
      status: 'hold',
      holdExpiresAt: new Date(Date.now() - 60_000),
    });
    expect((await book(cookie, bodyFor(service.id))).status).toBe(201);
    expect((await db.session.findUniqueOrThrow({ where: { id: stale.id } })).status).toBe('expired');
  });
});
