/** POST /api/student/sessions/:id/cancel: states, seats, tenancy, races (policies: route.policy.test.ts). */
import { describe, expect, it } from 'vitest';
import { flushAudits } from '@/lib/audit/record-audit';
import { db } from '@/lib/core/db';
import { createSession } from '@/test/factories';
import {
  addStudent,
  bookedSession,
  cancel,
  credits,
  hour,
  list,
  previewCancel,
  setUpStudent,
} from '@/test/api/student/session-routes';

const inHours = (hours: number) => new Date(Date.now() + hours * hour);

async function scheduled(options: Parameters<typeof setUpStudent>[0] = {}) {
  const kit = await setUpStudent(options);
  const session = await bookedSession({
    teacherId: kit.teacher.id,
    serviceId: kit.service.id,
    studentId: kit.student.id,
    enrollmentId: kit.enrollment!.id,
    startUtc: inHours(72),
  });
  return { ...kit, session };
}

describe('POST /api/student/sessions/:id/cancel', () => {
  it('cancels (no policy: free), returns the credit, records session_cancelled, audits and offers the place', async () => {
    const { teacher, service, student, enrollment, session, cookie } = await scheduled();
    const waiting = await addStudent(teacher.id, service.id);
    await db.waitlistEntry.create({
      data: { teacherId: teacher.id, serviceId: service.id, studentId: waiting.student.id },
    });
    const response = await cancel(cookie, session.id, { reason: 'Sick' });
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({
      outcome: { allowed: true, action: 'allow_free', creditEffect: 'return' },
      credits: { enrollmentId: enrollment!.id, remainingBefore: 9, remainingAfter: 10, forfeitedAfter: 0 },
      session: { id: session.id, status: 'cancelled', cancellationReason: 'Sick', canCancel: false },
    });
    const row = await db.session.findUniqueOrThrow({ where: { id: session.id } });
    expect(row).toMatchObject({ status: 'cancelled', cancelledBy: 'student', cancellationReason: 'Sick' });
    expect(await credits(enrollment!.id)).toEqual({ sessionsScheduled: 0, sessionsCompleted: 0, sessionsForfeited: 0 });
    const event = await db.studentLifecycleEvent.findFirstOrThrow({ where: { studentId: student.id } });
    expect(event).toMatchObject({
      type: 'session_cancelled',
      metadata: expect.objectContaining({ sessionId: session.id }),
    });
    await flushAudits();
    expect(
      await db.auditLog.count({ where: { teacherId: teacher.id, action: 'session.cancel', actorType: 'student' } }),
    ).toBe(1);
    // The freed place goes to the first student waiting for the service.
    const entry = await db.waitlistEntry.findFirstOrThrow({ where: { studentId: waiting.student.id } });
    expect(entry.status).toBe('notified');
  });

  it('a group participant cancels only their seat: the session stays, their credit comes back', async () => {
    const { teacher, service, session, cookie: ownerCookie } = await scheduled({ groupType: 'group', capacity: 3 });
    const guest = await addStudent(teacher.id, service.id);
    await db.enrollment.update({ where: { id: guest.enrollment!.id }, data: { sessionsScheduled: 1 } });
    await db.sessionParticipant.create({
      data: {
        teacherId: teacher.id,
        sessionId: session.id,
        studentId: guest.student.id,
        enrollmentId: guest.enrollment!.id,
      },
    });
    const response = await cancel(guest.cookie, session.id);
    expect(response.status).toBe(200);
    expect(response.json.session).toMatchObject({ role: 'participant', status: 'cancelled' });
    expect(response.json.credits).toMatchObject({ enrollmentId: guest.enrollment!.id, remainingAfter: 10 });
    expect((await db.session.findUniqueOrThrow({ where: { id: session.id } })).status).toBe('scheduled');
    expect(await db.sessionParticipant.findFirst({ where: { sessionId: session.id } })).toMatchObject({
      status: 'cancelled',
    });
    expect(await credits(guest.enrollment!.id)).toMatchObject({ sessionsScheduled: 0 });
    expect((await cancel(guest.cookie, session.id)).status).toBe(409);
    // The primary student's own session and credit are untouched by that.
    expect((await previewCancel(ownerCookie, session.id)).json.credits.remainingBefore).toBe(9);
  });

  it('the primary student of a group session others attend leaves only their seat; the next one takes over', async () => {
    const kit = await scheduled({ groupType: 'group', capacity: 3 });
    const guest = await addStudent(kit.teacher.id, kit.service.id);
    await db.enrollment.update({ where: { id: guest.enrollment!.id }, data: { sessionsScheduled: 1 } });
    await db.sessionParticipant.create({
      data: {
        teacherId: kit.teacher.id,
        sessionId: kit.session.id,
        studentId: guest.student.id,
        enrollmentId: guest.enrollment!.id,
      },
    });
    const response = await cancel(kit.cookie, kit.session.id);
    expect(response.status).toBe(200);
    expect(response.json.session).toMatchObject({ status: 'cancelled', canCancel: false });
    const row = await db.session.findUniqueOrThrow({ where: { id: kit.session.id }, include: { participants: true } });
    expect(row).toMatchObject({ status: 'scheduled', studentId: guest.student.id, enrollmentId: guest.enrollment!.id });
    expect(row.participants).toMatchObject([{ studentId: kit.student.id, status: 'cancelled' }]);
    expect(await credits(kit.enrollment!.id)).toMatchObject({ sessionsScheduled: 0 });
    expect(await credits(guest.enrollment!.id)).toMatchObject({ sessionsScheduled: 1 });
    expect((await previewCancel(guest.cookie, kit.session.id)).status).toBe(200);
    // Still ahead: listed under upcoming, as their own cancelled seat (not under past).
    expect((await list(kit.cookie, '?scope=upcoming')).json.data).toMatchObject([
      { id: kit.session.id, status: 'cancelled', role: 'participant' },
    ]);
    expect((await list(kit.cookie, '?scope=past')).json.data).toEqual([]);
  });

  it('a primary student who also holds a seat row (older data) cancels the whole session, never inheriting it', async () => {
    const { teacher, enrollment, student, session, cookie } = await scheduled();
    await db.sessionParticipant.create({
      data: { teacherId: teacher.id, sessionId: session.id, studentId: student.id, enrollmentId: enrollment!.id },
    });
    expect((await cancel(cookie, session.id)).status).toBe(200);
    const row = await db.session.findUniqueOrThrow({ where: { id: session.id }, include: { participants: true } });
    expect(row).toMatchObject({ status: 'cancelled', studentId: student.id });
    expect(row.participants.map((p) => p.status)).toEqual(['cancelled']);
    expect(await credits(enrollment!.id)).toMatchObject({ sessionsScheduled: 0 });
  });

  it('an unpaid pending_confirmation trial is cancelled free, without any credit move', async () => {
    const { teacher, service, student, enrollment, cookie } = await setUpStudent();
    const trial = await createSession({
      teacherId: teacher.id,
      serviceId: service.id,
      studentId: student.id,
      status: 'pending_confirmation',
      isTrialSession: true,
      startUtc: inHours(1),
    });
    const response = await cancel(cookie, trial.id);
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({ outcome: { action: 'allow_free', allowed: true }, credits: null });
    expect(await credits(enrollment!.id)).toEqual({ sessionsScheduled: 0, sessionsCompleted: 0, sessionsForfeited: 0 });
  });

  it('is 409 INVALID_STATE for a session already cancelled, completed or started; nothing changes', async () => {
    const { teacher, service, student, enrollment, cookie } = await setUpStudent();
    const of = (status: 'completed' | 'cancelled' | 'scheduled', startUtc: Date) =>
      bookedSession({
        teacherId: teacher.id,
        serviceId: service.id,
        studentId: student.id,
        enrollmentId: enrollment!.id,
        startUtc,
        status,
      });
    for (const session of [
      await of('cancelled', inHours(30)),
      await of('completed', inHours(-30)),
      await of('scheduled', inHours(-0.5)),
    ]) {
      for (const call of [cancel, previewCancel]) {
        const response = await call(cookie, session.id);
        expect(response.status).toBe(409);
        expect(response.json.error.code).toBe('INVALID_STATE');
      }
    }
    expect(await credits(enrollment!.id)).toMatchObject({ sessionsScheduled: 1 });
  });

  it('of concurrent cancels one wins; the credit moves once', async () => {
    const { session, cookie, enrollment } = await scheduled();
    const responses = await Promise.all(Array.from({ length: 5 }, () => cancel(cookie, session.id)));
    expect(responses.filter((r) => r.status === 200)).toHaveLength(1);
    expect(responses.filter((r) => r.status === 409).map((r) => r.json.error.code)).toEqual(
      Array(4).fill('INVALID_STATE'),
    );
    expect(await credits(enrollment!.id)).toMatchObject({ sessionsScheduled: 0 });
  });

  it("is 404 for another student's session (same or other teacher); 401 signed out", async () => {
    const { teacher, service, session, enrollment } = await scheduled();
    const classmate = await addStudent(teacher.id, service.id);
    const stranger = await setUpStudent();
    for (const cookie of [classmate.cookie, stranger.cookie]) {
      for (const call of [cancel, previewCancel]) {
        expect((await call(cookie, session.id)).status).toBe(404);
      }
    }
    expect((await cancel(undefined, session.id)).status).toBe(401);
    expect(await credits(enrollment!.id)).toMatchObject({ sessionsScheduled: 1 });
  });

  it('is 400 for a reason too long or an unknown field, and changes nothing', async () => {
    const { session, cookie } = await scheduled();
    for (const body of [{ reason: 'x'.repeat(501) }, { applyPolicy: false }]) {
      const response = await cancel(cookie, session.id, body);
      expect(response.status).toBe(400);
    }
    expect((await db.session.findUniqueOrThrow({ where: { id: session.id } })).status).toBe('scheduled');
  });
});
