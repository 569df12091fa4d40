/** Confirm and reject of a pending trial by the teacher. */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { flushAudits } from '@/lib/audit/record-audit';
import { confirmTrial } from '@/lib/booking/trials/decide-trial';
import { db } from '@/lib/core/db';
import { createService, createSession, createStudent, createTeacher } from '@/test/factories';
import { callRoute, teacherCookie } from '@/test/http';
import { POST as confirm } from './confirm/route';
import { POST as reject } from './reject/route';

beforeEach(() => vi.stubEnv('RESEND_API_KEY', '')); // the development outbox, whatever the shell says

const day = 24 * 60 * 60 * 1000;
let offset = 0;
const freeStart = () => new Date(Date.now() + 700 * day + offset++ * 3 * 60 * 60 * 1000);

async function pendingTrial(
  status: 'pending_confirmation' | 'scheduled' | 'hold' | 'cancelled' = 'pending_confirmation',
) {
  const teacher = await createTeacher({ name: 'Tina Teacher' });
  const service = await createService({ teacherId: teacher.id, isTrial: true, priceAmount: 0 });
  const student = await createStudent({ teacherId: teacher.id, status: 'trial' });
  const session = await createSession({
    teacherId: teacher.id,
    serviceId: service.id,
    studentId: student.id,
    startUtc: freeStart(),
    status,
    isTrialSession: true,
  });
  return { teacher, service, student, session, cookie: await teacherCookie(teacher.id) };
}

const base = (id: string) => `/api/teacher/sessions/${id}`;
const confirmCall = (cookie: string, id: string) =>
  callRoute(confirm, { method: 'POST', path: `${base(id)}/confirm`, params: { id }, cookie });
const rejectCall = (cookie: string, id: string, body: unknown = {}) =>
  callRoute(reject, { method: 'POST', path: `${base(id)}/reject`, params: { id }, cookie, body });
const outbox = (to: string) => db.emailOutbox.findMany({ where: { to }, select: { subject: true, text: true } });
const statusOf = async (id: string) => (await db.session.findUniqueOrThrow({ where: { id } })).status;

describe('POST /api/teacher/sessions/:id/confirm', () => {
  it('schedules a pending trial, e-mails the student and audits', async () => {
    const { teacher, student, session, cookie } = await pendingTrial();
    const response = await confirmCall(cookie, session.id);
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({ id: session.id, status: 'scheduled', isTrialSession: true });
    expect(await statusOf(session.id)).toBe('scheduled');
    expect(await outbox(student.email)).toEqual([
      expect.objectContaining({ subject: 'Tina Teacher confirmed your trial lesson' }),
    ]);
    await flushAudits();
    expect(await db.auditLog.count({ where: { teacherId: teacher.id, action: 'session.confirm_trial' } })).toBe(1);
  });

  it('refuses any other state with 409 INVALID_STATE and sends nothing', async () => {
    for (const status of ['scheduled', 'hold', 'cancelled'] as const) {
      const { student, session, cookie } = await pendingTrial(status);
      const response = await confirmCall(cookie, session.id);
      expect(response.status).toBe(409);
      expect(response.json.error.code).toBe('INVALID_STATE');
      expect(await statusOf(session.id)).toBe(status);
      expect(await outbox(student.email)).toEqual([]);
    }
  });

  it("is 404 for another teacher's session", async () => {
    const { session, student } = await pendingTrial();
    const other = await createTeacher();
    const response = await confirmCall(await teacherCookie(other.id), session.id);
    expect(response.status).toBe(404);
    expect(await statusOf(session.id)).toBe('pending_confirmation');
    expect(await outbox(student.email)).toEqual([]);
  });

  it('writes the calendar event through the sink and keeps its id', async () => {
    const { teacher, session } = await pendingTrial();
    const createEvent = vi.fn(async () => 'event-123');
    await confirmTrial({ teacherId: teacher.id, sessionId: session.id, calendar: { createEvent } });
    expect(createEvent).toHaveBeenCalledWith(
      expect.objectContaining({ teacherId: teacher.id, sessionId: session.id, startUtc: session.startUtc }),
    );
    expect((await db.session.findUniqueOrThrow({ where: { id: session.id } })).calendarEventId).toBe('event-123');
  });
});

describe('POST /api/teacher/sessions/:id/reject', () => {
  it('rejects a pending trial with the reason, e-mails the student, audits, and frees the slot', async () => {
    const { teacher, service, student, session, cookie } = await pendingTrial();
    const response = await rejectCall(cookie, session.id, { reason: 'I am fully booked that week' });
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({ id: session.id, status: 'rejected' });
    expect(await db.session.findUniqueOrThrow({ where: { id: session.id } })).toMatchObject({
      status: 'rejected',
      rejectionReason: 'I am fully booked that week',
    });
    const mails = await outbox(student.email);
    expect(mails).toEqual([expect.objectContaining({ subject: 'Tina Teacher cannot take your trial lesson' })]);
    expect(mails[0]!.text).toContain('I am fully booked that week');
    await flushAudits();
    expect(await db.auditLog.count({ where: { teacherId: teacher.id, action: 'session.reject_trial' } })).toBe(1);
    // The no-overlap constraint ignores rejected sessions: the same time can be booked again.
    await createSession({ teacherId: teacher.id, serviceId: service.id, startUtc: session.startUtc });
  });

  it('takes no reason, refuses a reason over 500 characters, and refuses other states', async () => {
    const { session, cookie } = await pendingTrial();
    expect((await rejectCall(cookie, session.id, { reason: 'x'.repeat(501) })).status).toBe(400);
    expect((await rejectCall(cookie, session.id)).status).toBe(200);
    expect((await db.session.findUniqueOrThrow({ where: { id: session.id } })).rejectionReason).toBeNull();
    const again = await rejectCall(cookie, session.id);
    expect(again.status).toBe(409);
    expect(again.json.error.code).toBe('INVALID_STATE');
    const scheduled = await pendingTrial('scheduled');
    expect((await rejectCall(scheduled.cookie, scheduled.session.id)).status).toBe(409);
    expect(await statusOf(scheduled.session.id)).toBe('scheduled');
  });

  it("is 404 for another teacher's session", async () => {
    const { session } = await pendingTrial();
    const other = await createTeacher();
    expect((await rejectCall(await teacherCookie(other.id), session.id)).status).toBe(404);
    expect(await statusOf(session.id)).toBe('pending_confirmation');
  });
});
