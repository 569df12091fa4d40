import { afterEach, describe, expect, it, vi } from 'vitest';
import { db } from '@/lib/core/db';
import { log } from '@/lib/core/log';
import { dayMs } from '@/lib/core/time';
import { flushOutbox } from '@/lib/outbox/after-commit';
import { createEnrollment, createService, createSession, createStudent, createTeacher } from '@/test/factories';
import { runTeacherRetention } from './run-teacher-retention';

const now = new Date('2026-11-22T03:00:00.000Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * dayMs);
const later = (days: number) => new Date(now.getTime() + days * dayMs);

afterEach(() => vi.restoreAllMocks());

async function scene(settings: { autoDeleteEnabled?: boolean } = {}) {
  const teacher = await createTeacher();
  if (settings.autoDeleteEnabled !== undefined)
    await db.retentionSettings.create({ data: { teacherId: teacher.id, ...settings } });
  const service = await createService({ teacherId: teacher.id });
  return { teacher, service };
}

const noticesOf = (teacherId: string) =>
  db.notification.findMany({ where: { teacherId, data: { path: ['kind'], equals: 'retention_deletion_notice' } } });
const studentOf = (id: string) => db.student.findUniqueOrThrow({ where: { id } });

describe('runTeacherRetention: inactive students', () => {
  it('with autoDeleteEnabled off (the default), notices and erases no one', async () => {
    const { teacher } = await scene();
    const old = await createStudent({ teacherId: teacher.id, createdAt: daysAgo(2000) });
    const result = await runTeacherRetention({ teacherId: teacher.id, now });
    expect(result).toMatchObject({ erased: 0, noticed: 0 });
    const stillLater = await runTeacherRetention({ teacherId: teacher.id, now: later(400) });
    expect(stillLater).toMatchObject({ erased: 0, noticed: 0 });
    expect((await studentOf(old.id)).anonymizedAt).toBeNull();
    expect(await noticesOf(teacher.id)).toEqual([]);
  });

  it('with it on: a notice first (e-mail and marker, once), the erasure after the notice period', async () => {
    const { teacher, service } = await scene({ autoDeleteEnabled: true });
    const gone = await createStudent({ teacherId: teacher.id, name: 'Olga Oldtimer', createdAt: daysAgo(800) });
    const soon = await createStudent({ teacherId: teacher.id, createdAt: daysAgo(710) }); // due in 20 days
    const recent = await createStudent({ teacherId: teacher.id, createdAt: daysAgo(800) });
    await createSession({
      teacherId: teacher.id,
      serviceId: service.id,
      studentId: recent.id,
      startUtc: daysAgo(100),
      status: 'completed',
    });
    const paying = await createStudent({ teacherId: teacher.id, createdAt: daysAgo(800) });
    await createEnrollment({
      teacherId: teacher.id,
      serviceId: service.id,
      studentId: paying.id,
      createdAt: daysAgo(800),
      validUntil: null,
    });

    expect(await runTeacherRetention({ teacherId: teacher.id, now })).toMatchObject({ noticed: 2, erased: 0 });
    await flushOutbox();
    const [notice] = await noticesOf(teacher.id);
    expect(notice!.data).toMatchObject({ studentIds: expect.arrayContaining([gone.id, soon.id]) });
    expect((notice!.data as { studentIds: string[] }).studentIds).toHaveLength(2);
    const mail = await db.emailOutbox.findFirstOrThrow({ where: { teacherId: teacher.id, to: teacher.email } });
    expect(mail.subject).toMatch(/^2 inactive students will be erased from /);
    expect(mail.text).toContain('Olga Oldtimer');

    // The same week again, and 29 days on: no second notice, no erasure yet.
    expect(await runTeacherRetention({ teacherId: teacher.id, now })).toMatchObject({ noticed: 0, erased: 0 });
    expect(await runTeacherRetention({ teacherId: teacher.id, now: later(29) })).toMatchObject({
      noticed: 0,
      erased: 0,
    });
    expect(await noticesOf(teacher.id)).toHaveLength(1);

    // 30 days after the notice both are past their inactivity period and their notice period.
    expect(await runTeacherRetention({ teacherId: teacher.id, now: later(30) })).toMatchObject({ erased: 2 });
    expect((await studentOf(gone.id)).anonymizedAt).not.toBeNull();
    expect((await studentOf(soon.id)).anonymizedAt).not.toBeNull();
    for (const kept of [recent.id, paying.id]) expect((await studentOf(kept)).anonymizedAt).toBeNull();
    expect(await runTeacherRetention({ teacherId: teacher.id, now: later(30) })).toMatchObject({
      erased: 0,
      noticed: 0,
    });
  });

  it('does not erase a noticed student who became active again; a later inactivity needs a new notice', async () => {
    const { teacher, service } = await scene({ autoDeleteEnabled: true });
    const back = await createStudent({ teacherId: teacher.id, createdAt: daysAgo(800) });
    expect(await runTeacherRetention({ teacherId: teacher.id, now })).toMatchObject({ noticed: 1 });
    await createSession({
      teacherId: teacher.id,
      serviceId: service.id,
      studentId: back.id,
      startUtc: later(5),
      status: 'scheduled',
    });
    expect(await runTeacherRetention({ teacherId: teacher.id, now: later(35) })).toMatchObject({
      erased: 0,
      noticed: 0,
    });
    expect((await studentOf(back.id)).anonymizedAt).toBeNull();
  });

  it('sends a fresh notice instead of erasing when the old one lapsed (auto-delete was off meanwhile)', async () => {
    const { teacher } = await scene({ autoDeleteEnabled: true });
    const old = await createStudent({ teacherId: teacher.id, createdAt: daysAgo(800) });
    expect(await runTeacherRetention({ teacherId: teacher.id, now })).toMatchObject({ noticed: 1 });
    // 30 + 28 days is the last day the notice is good; a week after that it has lapsed.
    expect(await runTeacherRetention({ teacherId: teacher.id, now: later(65) })).toMatchObject({
      erased: 0,
      noticed: 1,
    });
    expect((await studentOf(old.id)).anonymizedAt).toBeNull();
  });
});

describe('runTeacherRetention: cleanup by age', () => {
  it('clears old session content, deletes old contact log and notification logs, and a second run changes nothing', async () => {
    const { teacher, service } = await scene();
    const student = await createStudent({ teacherId: teacher.id });
    const content = { homework: 'Read ch. 3', summary: 'Past tense', teacherNotes: 'Shy' };
    const old = await createSession({
      teacherId: teacher.id,
      serviceId: service.id,
      studentId: student.id,
      startUtc: daysAgo(400),
      status: 'completed',
      ...content,
    });
    const fresh = await createSession({
      teacherId: teacher.id,
      serviceId: service.id,
      studentId: student.id,
      startUtc: daysAgo(300),
      status: 'completed',
      ...content,
    });
    const contact = (days: number) =>
      db.contactLogEntry.create({
        data: { teacherId: teacher.id, studentId: student.id, channel: 'email', sentAt: daysAgo(days) },
      });
    const oldContact = await contact(181);
    const keptContact = await contact(179);
    const notice = (days: number, read: boolean) =>
      db.notification.create({
        data: {
          teacherId: teacher.id,
          type: 'new_booking',
          title: 'x',
          createdAt: daysAgo(days),
          readAt: read ? daysAgo(days) : null,
        },
      });
    const readOld = await notice(181, true);
    const readNew = await notice(170, true);
    const unreadOld = await notice(366, false);
    const unreadKept = await notice(200, false);

    const email = (days: number, status: 'sent' | 'queued') =>
      db.emailOutbox.create({
        data: {
          teacherId: teacher.id,
          to: 'a@example.test',
          from: 'b@example.test',
          subject: 's',
          html: 'h',
          status,
          createdAt: daysAgo(days),
        },
      });
    await email(181, 'sent');
    const queued = await email(181, 'queued');
    const recentEmail = await email(100, 'sent');

    const first = await runTeacherRetention({ teacherId: teacher.id, now });
    expect(first).toMatchObject({ sessionContent: 1, contactLog: 1, notifications: 2, emails: 1 });
    const emails = await db.emailOutbox.findMany({ where: { teacherId: teacher.id }, select: { id: true } });
    expect(emails.map((row) => row.id).sort()).toEqual([queued.id, recentEmail.id].sort());
    expect(await db.session.findUniqueOrThrow({ where: { id: old.id } })).toMatchObject({
      homework: null,
      summary: null,
      teacherNotes: null,
      status: 'completed',
    });
    expect(await db.session.findUniqueOrThrow({ where: { id: fresh.id } })).toMatchObject(content);
    const contacts = await db.contactLogEntry.findMany({ where: { studentId: student.id } });
    expect(contacts.map((entry) => entry.id)).toEqual([keptContact.id]);
    expect(oldContact.id).not.toBe(keptContact.id);
    const left = await db.notification.findMany({ where: { teacherId: teacher.id }, select: { id: true } });
    expect(left.map((row) => row.id).sort()).toEqual([readNew.id, unreadKept.id].sort());
    expect([readOld.id, unreadOld.id].some((id) => left.some((row) => row.id === id))).toBe(false);

    expect(await runTeacherRetention({ teacherId: teacher.id, now })).toEqual({
      sessionContent: 0,
      contactLog: 0,
      notifications: 0,
      emails: 0,
      overdueErasures: 0,
      overdueNotified: 0,
      erased: 0,
      noticed: 0,
    });
  });

  it('warns about an overdue erasure request at every run, and notifies the teacher once', async () => {
    const { teacher } = await scene();
    const student = await createStudent({ teacherId: teacher.id });
    const overdue = await db.dataErasureRequest.create({
      data: { teacherId: teacher.id, studentId: student.id, dueAt: daysAgo(2) },
    });
    const other = await createStudent({ teacherId: teacher.id });
    await db.dataErasureRequest.create({ data: { teacherId: teacher.id, studentId: other.id, dueAt: later(3) } });
    const warn = vi.spyOn(log, 'warn');

    expect(await runTeacherRetention({ teacherId: teacher.id, now })).toMatchObject({
      overdueErasures: 1,
      overdueNotified: 1,
    });
    expect(await runTeacherRetention({ teacherId: teacher.id, now })).toMatchObject({
      overdueErasures: 1,
      overdueNotified: 0,
    });
    const notices = await db.notification.findMany({
      where: { teacherId: teacher.id, data: { path: ['kind'], equals: 'erasure_overdue' } },
    });
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({
      type: 'erasure_requested',
      studentId: student.id,
      data: { requestId: overdue.id },
    });
    const warnings = warn.mock.calls.filter(([, message]) => message === 'compliance: erasure request overdue');
    expect(warnings).toHaveLength(2);
    expect(warnings[0]![0]).toMatchObject({ teacherId: teacher.id, erasureRequestId: overdue.id });
  });
});
