import { beforeEach, describe, expect, it, vi } from 'vitest';
import { flushAudits } from '@/lib/audit/record-audit';
import { db } from '@/lib/core/db';
import { createService, createSession, createStudent, createTeacher } from '@/test/factories';
import { mailTo } from '@/test/notifications/mail-to';
import { rescheduleTeacherSession } from './reschedule-teacher-session';

beforeEach(() => vi.stubEnv('RESEND_API_KEY', '')); // the development outbox, whatever the shell says

const hour = 60 * 60 * 1000;
const now = new Date('2031-02-03T09:00:00Z');
const at = (hoursFromNow: number) => new Date(now.getTime() + hoursFromNow * hour);

async function scene() {
  const teacher = await createTeacher({ timezone: 'Europe/Madrid' });
  const service = await createService({ teacherId: teacher.id, durationMinutes: 45 });
  const student = await createStudent({ teacherId: teacher.id });
  const session = await createSession({
    teacherId: teacher.id,
    serviceId: service.id,
    studentId: student.id,
    startUtc: at(24),
    endUtc: new Date(at(24).getTime() + 45 * 60_000),
    reminderSentAt: at(-1),
  });
  return { teacher, service, student, session };
}

const move = (teacherId: string, sessionId: string, startUtc: Date) =>
  rescheduleTeacherSession({ teacherId, sessionId, input: { startUtc: startUtc.toISOString() }, now });

describe('rescheduleTeacherSession', () => {
  it('moves the session keeping its length, counts one reschedule, reminds again at the new time, audits and tells the student', async () => {
    const { teacher, student, session } = await scene();
    const result = await move(teacher.id, session.id, at(50));
    expect(result.previousStartsAt).toBe(at(24).toISOString());
    expect(result.session).toMatchObject({ id: session.id, startsAt: at(50).toISOString(), status: 'scheduled' });
    const row = await db.session.findUniqueOrThrow({ where: { id: session.id } });
    expect(row.endUtc.getTime() - row.startUtc.getTime()).toBe(45 * 60_000);
    expect(row.rescheduleCount).toBe(1);
    // 50 hours ahead, the day-ahead reminder of the new start is still to come: nothing claimed for it.
    expect(await db.sentReminder.count({ where: { sessionId: session.id, startsAt: at(50) } })).toBe(0);
    await flushAudits();
    const audit = await db.auditLog.findFirstOrThrow({ where: { entityId: session.id, action: 'session.reschedule' } });
    expect(audit.actorType).toBe('teacher');
    expect((await mailTo(student.email)).map((mail) => mail.subject)).toEqual([expect.stringMatching(/^Moved: /)]);
  });

  it('moves a trial awaiting confirmation too', async () => {
    const { teacher, service } = await scene();
    const trial = await createSession({
      teacherId: teacher.id,
      serviceId: service.id,
      startUtc: at(30),
      status: 'pending_confirmation',
      isTrialSession: true,
    });
    await move(teacher.id, trial.id, at(70));
    expect((await db.session.findUniqueOrThrow({ where: { id: trial.id } })).status).toBe('pending_confirmation');
  });

  it("refuses another teacher's session as missing", async () => {
    const { session } = await scene();
    const other = await createTeacher();
    await expect(move(other.id, session.id, at(50))).rejects.toMatchObject({ status: 404 });
  });

  it('refuses closed, started and past moves (409 / 400) and changes nothing', async () => {
    const { teacher, service, session } = await scene();
    const completed = await createSession({
      teacherId: teacher.id,
      serviceId: service.id,
      startUtc: at(100),
      status: 'completed',
    });
    await expect(move(teacher.id, completed.id, at(120))).rejects.toMatchObject({ status: 409, code: 'INVALID_STATE' });
    const started = await createSession({ teacherId: teacher.id, serviceId: service.id, startUtc: at(-0.5) });
    await expect(move(teacher.id, started.id, at(120))).rejects.toMatchObject({ status: 409, code: 'INVALID_STATE' });
    await expect(move(teacher.id, session.id, at(-2))).rejects.toMatchObject({ status: 400 });
    await expect(move(teacher.id, session.id, at(24))).rejects.toMatchObject({ status: 400 });
    expect((await db.session.findUniqueOrThrow({ where: { id: session.id } })).rescheduleCount).toBe(0);
  });

  it('lets the no-overlap constraint judge: onto another session is SLOT_UNAVAILABLE, onto a lapsed hold is fine', async () => {
    const { teacher, service, session } = await scene();
    await createSession({ teacherId: teacher.id, serviceId: service.id, startUtc: at(60) });
    await expect(move(teacher.id, session.id, at(60.5))).rejects.toMatchObject({
      status: 409,
      code: 'SLOT_UNAVAILABLE',
    });
    const unchanged = await db.session.findUniqueOrThrow({ where: { id: session.id } });
    expect(unchanged.startUtc).toEqual(at(24));
    expect(unchanged.rescheduleCount).toBe(0);

    const hold = await createSession({
      teacherId: teacher.id,
      serviceId: service.id,
      startUtc: at(80),
      status: 'hold',
      holdExpiresAt: at(-0.1),
    });
    await move(teacher.id, session.id, at(80));
    expect((await db.session.findUniqueOrThrow({ where: { id: hold.id } })).status).toBe('expired');
  });
});
