import { describe, expect, it } from 'vitest';
import { flushAudits } from '@/lib/audit/write-audit';
import { db } from '@/lib/core/db';
import {
  createCancellationPolicy,
  createEnrollment,
  createService,
  createSession,
  createStudent,
  createTeacher,
} from '@/prisma/factories';
import { callRoute, teacherCookie } from '@/test/http';
import { POST as cancel } from './[id]/cancel/route';
import { POST as complete } from './[id]/complete/route';
import { GET, POST } from './route';

const hour = 60 * 60 * 1000;
const path = '/api/teacher/sessions';

async function setup() {
  const teacher = await createTeacher();
  const service = await createService({ teacherId: teacher.id, durationMinutes: 45 });
  const student = await createStudent({ teacherId: teacher.id });
  return { teacher, service, student, cookie: await teacherCookie(teacher.id) };
}

/** A free start far enough from the factory's slots (which start tomorrow, 2 h apart). */
let offset = 0;
const freeStart = () => new Date(Date.now() + 400 * 24 * hour + offset++ * 3 * hour);

const book = (cookie: string, body: unknown) => callRoute(POST, { method: 'POST', path, cookie, body });
const act = (handler: typeof cancel, cookie: string, id: string, body?: unknown) =>
  callRoute(handler, { method: 'POST', path: `${path}/${id}/x`, params: { id }, cookie, body });
const credits = (id: string) =>
  db.enrollment.findUniqueOrThrow({
    where: { id },
    select: { sessionsScheduled: true, sessionsCompleted: true, sessionsForfeited: true },
  });

describe('POST /api/teacher/sessions', () => {
  it('books a scheduled session lasting the service duration, charging a credit; audited', async () => {
    const { teacher, service, student, cookie } = await setup();
    const enrollment = await createEnrollment({ teacherId: teacher.id, serviceId: service.id, studentId: student.id });
    const start = freeStart();
    const response = await book(cookie, {
      serviceId: service.id,
      studentId: student.id,
      startUtc: start.toISOString(),
    });
    expect(response.status).toBe(201);
    expect(response.json).toMatchObject({
      startsAt: start.toISOString(),
      endsAt: new Date(start.getTime() + 45 * 60 * 1000).toISOString(),
      status: 'scheduled',
      student: { id: student.id, name: student.name },
      service: { id: service.id, name: service.name },
      isTrialSession: false,
    });
    const stored = await db.session.findUniqueOrThrow({ where: { id: response.json.id } });
    expect(stored).toMatchObject({ enrollmentId: enrollment.id, timezone: teacher.timezone });
    expect((await credits(enrollment.id)).sessionsScheduled).toBe(1);
    await flushAudits();
    expect(await db.auditLog.count({ where: { entityId: response.json.id, action: 'session.create' } })).toBe(1);
  });

  it("records the student's first booked session on their lifecycle, once", async () => {
    const { service, student, cookie } = await setup();
    for (let i = 0; i < 2; i++) {
      const response = await book(cookie, {
        serviceId: service.id,
        studentId: student.id,
        startUtc: freeStart().toISOString(),
      });
      expect(response.status).toBe(201);
    }
    const events = await db.studentLifecycleEvent.findMany({ where: { studentId: student.id, type: 'first_session' } });
    expect(events).toHaveLength(1);
  });

  it('books without enrollment when the student has no credit left', async () => {
    const { teacher, service, student, cookie } = await setup();
    const used = await createEnrollment({
      teacherId: teacher.id,
      serviceId: service.id,
      studentId: student.id,
      sessionsTotal: 1,
      sessionsCompleted: 1,
    });
    const response = await book(cookie, {
      serviceId: service.id,
      studentId: student.id,
      startUtc: freeStart().toISOString(),
      timezone: 'Asia/Kathmandu',
    });
    expect(response.status).toBe(201);
    const stored = await db.session.findUniqueOrThrow({ where: { id: response.json.id } });
    expect(stored).toMatchObject({ enrollmentId: null, timezone: 'Asia/Kathmandu' });
    expect((await credits(used.id)).sessionsScheduled).toBe(0);
  });

  it('refuses an overlapping session with 409 SLOT_UNAVAILABLE, and nothing is charged', async () => {
    const { teacher, service, student, cookie } = await setup();
    const enrollment = await createEnrollment({ teacherId: teacher.id, serviceId: service.id, studentId: student.id });
    const start = freeStart();
    await createSession({ teacherId: teacher.id, serviceId: service.id, startUtc: start });
    const response = await book(cookie, {
      serviceId: service.id,
      studentId: student.id,
      startUtc: new Date(start.getTime() + 30 * 60 * 1000).toISOString(),
    });
    expect(response.status).toBe(409);
    expect(response.json.error.code).toBe('SLOT_UNAVAILABLE');
    expect((await credits(enrollment.id)).sessionsScheduled).toBe(0);
    expect(await db.session.count({ where: { teacherId: teacher.id } })).toBe(1);
  });

  it('of 10 concurrent bookings of one slot, exactly one succeeds; the rest get SLOT_UNAVAILABLE', async () => {
    const { teacher, service, student, cookie } = await setup();
    const enrollment = await createEnrollment({ teacherId: teacher.id, serviceId: service.id, studentId: student.id });
    const body = { serviceId: service.id, studentId: student.id, startUtc: freeStart().toISOString() };
    const responses = await Promise.all(Array.from({ length: 10 }, () => book(cookie, body)));
    expect(responses.filter((response) => response.status === 201)).toHaveLength(1);
    const refused = responses.filter((response) => response.status !== 201);
    expect(refused.map((response) => response.json.error.code)).toEqual(Array(9).fill('SLOT_UNAVAILABLE'));
    expect((await credits(enrollment.id)).sessionsScheduled).toBe(1);
  });

  it('gives the slot of an expired hold, marking the hold expired; an unexpired hold still blocks', async () => {
    const { teacher, service, student, cookie } = await setup();
    const start = freeStart();
    const hold = await createSession({
      teacherId: teacher.id,
      serviceId: service.id,
      startUtc: start,
      status: 'hold',
      holdExpiresAt: new Date(Date.now() - 60_000),
    });
    const body = { serviceId: service.id, studentId: student.id, startUtc: start.toISOString() };
    expect((await book(cookie, body)).status).toBe(201);
    expect((await db.session.findUniqueOrThrow({ where: { id: hold.id } })).status).toBe('expired');

    const later = freeStart();
    await createSession({
      teacherId: teacher.id,
      serviceId: service.id,
      startUtc: later,
      status: 'hold',
      holdExpiresAt: new Date(Date.now() + 10 * 60_000),
    });
    const blocked = await book(cookie, { ...body, startUtc: later.toISOString() });
    expect(blocked.json.error.code).toBe('SLOT_UNAVAILABLE');
  });

  it("refuses another teacher's service or student (404), creating nothing", async () => {
    const { teacher, service, student, cookie } = await setup();
    const other = await setup();
    const start = freeStart().toISOString();
    expect((await book(cookie, { serviceId: other.service.id, studentId: student.id, startUtc: start })).status).toBe(
      404,
    );
    expect((await book(cookie, { serviceId: service.id, studentId: other.student.id, startUtc: start })).status).toBe(
      404,
    );
    expect(await db.session.count({ where: { teacherId: { in: [teacher.id, other.teacher.id] } } })).toBe(0);
  });

  it('refuses an invalid zone (400)', async () => {
    const { service, student, cookie } = await setup();
    const response = await book(cookie, {
      serviceId: service.id,
      studentId: student.id,
      startUtc: freeStart().toISOString(),
      timezone: 'Mars/Olympus',
    });
    expect(response.status).toBe(400);
  });
});

describe('GET /api/teacher/sessions', () => {
  it("lists the teacher's sessions by start, filtered by status and window; a deleted student is anonymous", async () => {
    const { teacher, service, student, cookie } = await setup();
    const gone = await createStudent({ teacherId: teacher.id, deletedAt: new Date() });
    const a = await createSession({
      teacherId: teacher.id,
      serviceId: service.id,
      studentId: student.id,
      startUtc: freeStart(),
    });
    const b = await createSession({
      teacherId: teacher.id,
      serviceId: service.id,
      studentId: gone.id,
      startUtc: freeStart(),
      status: 'pending_confirmation',
      isTrialSession: true,
    });
    const other = await setup();
    await createSession({ teacherId: other.teacher.id, serviceId: other.service.id, startUtc: freeStart() });

    const all = await callRoute(GET, { path, cookie });
    expect(all.json.total).toBe(2);
    expect(all.json.data.map((row: { id: string }) => row.id)).toEqual([a.id, b.id]);
    expect(all.json.data[1]).toEqual({
      id: b.id,
      startsAt: b.startUtc.toISOString(),
      endsAt: b.endUtc.toISOString(),
      status: 'pending_confirmation',
      student: { id: gone.id, name: 'Deleted student' },
      service: { id: service.id, name: service.name },
      isTrialSession: true,
    });
    expect(JSON.stringify(all.json)).not.toContain(gone.email);

    const pending = await callRoute(GET, { path: `${path}?status=pending_confirmation`, cookie });
    expect(pending.json.data.map((row: { id: string }) => row.id)).toEqual([b.id]);
    const from = encodeURIComponent(b.startUtc.toISOString());
    const windowed = await callRoute(GET, { path: `${path}?from=${from}`, cookie });
    expect(windowed.json.data.map((row: { id: string }) => row.id)).toEqual([b.id]);
    const until = await callRoute(GET, { path: `${path}?to=${from}&limit=1`, cookie });
    expect(until.json).toMatchObject({ total: 1, limit: 1, data: [{ id: a.id }] });
  });
});

describe('POST /api/teacher/sessions/:id/complete', () => {
  it('scheduled -> completed, consuming the credit in the same step; lifecycle event and audit', async () => {
    const { teacher, service, student, cookie } = await setup();
    const enrollment = await createEnrollment({
      teacherId: teacher.id,
      serviceId: service.id,
      studentId: student.id,
      sessionsScheduled: 1,
    });
    const session = await createSession({
      teacherId: teacher.id,
      serviceId: service.id,
      studentId: student.id,
      enrollmentId: enrollment.id,
      startUtc: freeStart(),
    });
    const response = await act(complete, cookie, session.id);
    expect(response.status).toBe(200);
    expect(response.json.status).toBe('completed');
    expect(await credits(enrollment.id)).toEqual({ sessionsScheduled: 0, sessionsCompleted: 1, sessionsForfeited: 0 });
    expect(await db.studentLifecycleEvent.count({ where: { studentId: student.id, type: 'session_completed' } })).toBe(
      1,
    );
    await flushAudits();
    expect(await db.auditLog.count({ where: { entityId: session.id, action: 'session.complete' } })).toBe(1);

    const again = await act(complete, cookie, session.id);
    expect(again.status).toBe(409);
    expect(again.json.error.code).toBe('INVALID_STATE');
    expect(await credits(enrollment.id)).toEqual({ sessionsScheduled: 0, sessionsCompleted: 1, sessionsForfeited: 0 });
  });

  it.each(['pending_confirmation', 'hold', 'cancelled', 'no_show', 'expired'] as const)(
    'refuses a %s session (409 INVALID_STATE)',
    async (status) => {
      const { teacher, service, cookie } = await setup();
      const session = await createSession({
        teacherId: teacher.id,
        serviceId: service.id,
        startUtc: freeStart(),
        status,
      });
      const response = await act(complete, cookie, session.id);
      expect(response.status).toBe(409);
      expect(response.json.error.code).toBe('INVALID_STATE');
      expect((await db.session.findUniqueOrThrow({ where: { id: session.id } })).status).toBe(status);
    },
  );

  it('rolls the status back when the credit move fails (same transaction)', async () => {
    const { teacher, service, student, cookie } = await setup();
    // No scheduled credit to consume: the credits CHECK refuses, so the session stays scheduled.
    const enrollment = await createEnrollment({ teacherId: teacher.id, serviceId: service.id, studentId: student.id });
    const session = await createSession({
      teacherId: teacher.id,
      serviceId: service.id,
      studentId: student.id,
      enrollmentId: enrollment.id,
      startUtc: freeStart(),
    });
    expect((await act(complete, cookie, session.id)).status).toBe(500);
    expect((await db.session.findUniqueOrThrow({ where: { id: session.id } })).status).toBe('scheduled');
  });
});

describe('POST /api/teacher/sessions/:id/cancel', () => {
  async function bookedWithCredit(hoursAhead: number) {
    const context = await setup();
    const { teacher, service, student } = context;
    const enrollment = await createEnrollment({
      teacherId: teacher.id,
      serviceId: service.id,
      studentId: student.id,
      sessionsScheduled: 1,
    });
    const session = await createSession({
      teacherId: teacher.id,
      serviceId: service.id,
      studentId: student.id,
      enrollmentId: enrollment.id,
      startUtc: new Date(Date.now() + hoursAhead * hour),
    });
    return { ...context, enrollment, session };
  }

  it('by default returns the credit; lifecycle event and audit', async () => {
    const { cookie, enrollment, session, student } = await bookedWithCredit(1);
    const response = await act(cancel, cookie, session.id, { reason: 'Teacher ill' });
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({
      session: { id: session.id, status: 'cancelled' },
      outcome: { allowed: true, creditEffect: 'return' },
    });
    expect(await credits(enrollment.id)).toEqual({ sessionsScheduled: 0, sessionsCompleted: 0, sessionsForfeited: 0 });
    expect(await db.session.findUniqueOrThrow({ where: { id: session.id } })).toMatchObject({
      cancelledBy: 'teacher',
      cancellationReason: 'Teacher ill',
    });
    expect(await db.studentLifecycleEvent.count({ where: { studentId: student.id, type: 'session_cancelled' } })).toBe(
      1,
    );
    await flushAudits();
    expect(await db.auditLog.count({ where: { entityId: session.id, action: 'session.cancel' } })).toBe(1);
  });

  it("with applyPolicy, the service's policy forfeits a late cancellation", async () => {
    const { teacher, service, cookie, enrollment, session } = await bookedWithCredit(1);
    const policy = await createCancellationPolicy({ teacherId: teacher.id });
    await db.service.update({ where: { id: service.id }, data: { cancellationPolicyId: policy.id } });
    const response = await act(cancel, cookie, session.id, { applyPolicy: true });
    expect(response.json.outcome).toMatchObject({ action: 'forfeit', creditEffect: 'forfeit' });
    expect(await credits(enrollment.id)).toEqual({ sessionsScheduled: 0, sessionsCompleted: 0, sessionsForfeited: 1 });
  });

  it("with applyPolicy and no service policy, the teacher's default decides; early is a full refund", async () => {
    const { teacher, cookie, enrollment, session } = await bookedWithCredit(30);
    await createCancellationPolicy({ teacherId: teacher.id, isDefault: true });
    const response = await act(cancel, cookie, session.id, { applyPolicy: true });
    expect(response.json.outcome).toMatchObject({ action: 'full_refund', creditEffect: 'return' });
    expect(await credits(enrollment.id)).toEqual({ sessionsScheduled: 0, sessionsCompleted: 0, sessionsForfeited: 0 });
  });

  it('a blocking policy refuses (422 POLICY_BLOCKED) and nothing changes', async () => {
    const { teacher, cookie, enrollment, session } = await bookedWithCredit(1);
    await createCancellationPolicy({
      teacherId: teacher.id,
      isDefault: true,
      rules: {
        create: [
          {
            position: 0,
            conditionField: 'hours_before_session',
            conditionOperator: 'lt',
            conditionValue: 24,
            action: 'block',
          },
        ],
      },
    });
    const response = await act(cancel, cookie, session.id, { applyPolicy: true });
    expect(response.status).toBe(422);
    expect(response.json.error.code).toBe('POLICY_BLOCKED');
    expect((await db.session.findUniqueOrThrow({ where: { id: session.id } })).status).toBe('scheduled');
    expect((await credits(enrollment.id)).sessionsScheduled).toBe(1);
  });

  it.each(['completed', 'cancelled', 'no_show', 'rejected', 'expired'] as const)(
    'refuses a %s session (409 INVALID_STATE)',
    async (status) => {
      const { teacher, service, cookie } = await setup();
      const session = await createSession({
        teacherId: teacher.id,
        serviceId: service.id,
        startUtc: freeStart(),
        status,
      });
      const response = await act(cancel, cookie, session.id);
      expect(response.status).toBe(409);
      expect(response.json.error.code).toBe('INVALID_STATE');
    },
  );

  it('cancels a pending trial without touching credits', async () => {
    const { teacher, service, cookie } = await setup();
    const session = await createSession({
      teacherId: teacher.id,
      serviceId: service.id,
      startUtc: freeStart(),
      status: 'pending_confirmation',
    });
    expect((await act(cancel, cookie, session.id)).json.session.status).toBe('cancelled');
  });
});

describe('tenancy', () => {
  it("another teacher's session is a 404 on cancel and complete, and nothing changes", async () => {
    const owner = await setup();
    const session = await createSession({
      teacherId: owner.teacher.id,
      serviceId: owner.service.id,
      startUtc: freeStart(),
    });
    const intruder = await setup();
    expect((await act(cancel, intruder.cookie, session.id)).status).toBe(404);
    expect((await act(complete, intruder.cookie, session.id)).status).toBe(404);
    expect((await db.session.findUniqueOrThrow({ where: { id: session.id } })).status).toBe('scheduled');
    const list = await callRoute(GET, { path, cookie: intruder.cookie });
    expect(list.json.total).toBe(0);
  });

  it('refuses a signed-out caller (401)', async () => {
    expect((await callRoute(GET, { path })).status).toBe(401);
  });
});
