import { describe, expect, it } from 'vitest';
import { flushAudits } from '@/lib/audit/record-audit';
import { db } from '@/lib/core/db';
import { createEnrollment, createSession, createStudent } from '@/test/factories';
import { callRoute } from '@/test/http';
import { GET, POST } from './route';
import { credits, freeStart, path, setup } from '@/test/api/teacher/session-routes';

const book = (cookie: string, body: unknown) => callRoute(POST, { method: 'POST', path, cookie, body });

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
      attendees: [{ id: gone.id, name: 'Deleted student' }],
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

describe('tenancy', () => {
  it('refuses a signed-out caller (401)', async () => {
    expect((await callRoute(GET, { path })).status).toBe(401);
  });
});
