import { beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '@/lib/core/db';
import { createService, createSession, createStudent, createTeacher } from '@/test/factories';
import { mailTo } from '@/test/notifications/mail-to';
import { reminderWindowMs, sendDueReminders } from './send-due-reminders';

beforeEach(() => vi.stubEnv('RESEND_API_KEY', '')); // the development outbox, whatever the shell says

const hour = 60 * 60 * 1000;
/**
 * Each test runs the job at its own instant years ahead, so the sessions other tests leave in the
 * database are never in its window (the job is for every teacher at once).
 */
let year = 2040;
const clock = () => new Date(Date.UTC(year++, 0, 15, 12));

async function teacherWithStudent(preferences?: object) {
  const teacher = await createTeacher(preferences ? { notificationPreferences: preferences } : {});
  const service = await createService({ teacherId: teacher.id, name: 'Piano lesson' });
  const student = await createStudent({ teacherId: teacher.id, timezone: 'Europe/Paris' });
  const at = (startUtc: Date, status: 'scheduled' | 'cancelled' = 'scheduled', reminderSentAt: Date | null = null) =>
    createSession({
      teacherId: teacher.id,
      serviceId: service.id,
      studentId: student.id,
      startUtc,
      status,
      reminderSentAt,
    });
  return { teacher, student, at };
}

const remindedAt = async (id: string) => (await db.session.findUniqueOrThrow({ where: { id } })).reminderSentAt;

describe('sendDueReminders', () => {
  it('reminds a scheduled session starting within 24 hours once, with its invitation, and nothing else', async () => {
    const now = clock();
    const { teacher, student, at } = await teacherWithStudent();
    const due = await at(new Date(now.getTime() + 3 * hour));
    const notYet = await at(new Date(now.getTime() + reminderWindowMs + hour));
    const cancelled = await at(new Date(now.getTime() + 5 * hour), 'cancelled');
    const already = await at(new Date(now.getTime() + 7 * hour), 'scheduled', new Date(now.getTime() - hour));
    const started = await at(new Date(now.getTime() - 10 * 60 * 1000));

    const result = await sendDueReminders({ now });
    expect(result).toMatchObject({ reminded: 1, skipped: 0, emails: 1 });
    expect(await remindedAt(due.id)).toEqual(now);
    for (const session of [notYet, cancelled, started]) expect(await remindedAt(session.id)).toBeNull();
    expect(await remindedAt(already.id)).toEqual(new Date(now.getTime() - hour));

    const [reminder, ...more] = await mailTo(student.email);
    expect(more).toEqual([]);
    expect(reminder!.subject).toMatch(/^Reminder: Piano lesson, \w{3} 15 Jan, 16:00$/); // 15:00Z on the Paris clock
    expect(reminder!.text).toContain('at 16:00 (Paris time)');
    expect(reminder!.files[0]!.text).toContain(`UID:${due.id}@lektio`);
    expect(reminder!.files[0]!.text).toContain('METHOD:REQUEST');
    expect(await mailTo(teacher.email)).toEqual([]);

    // The next run finds nothing new.
    expect(await sendDueReminders({ now: new Date(now.getTime() + 15 * 60 * 1000) })).toMatchObject({ reminded: 0 });
    expect(await mailTo(student.email)).toHaveLength(1);
  });

  it("skips (and marks) the sessions of a teacher who turned reminders off; other teachers' go out", async () => {
    const now = clock();
    const quiet = await teacherWithStudent({ sessionReminder: false });
    const keen = await teacherWithStudent();
    const muted = await quiet.at(new Date(now.getTime() + 2 * hour));
    const reminded = await keen.at(new Date(now.getTime() + 2 * hour));

    expect(await sendDueReminders({ now })).toMatchObject({ reminded: 1, skipped: 1, emails: 1 });
    expect(await mailTo(quiet.student.email)).toEqual([]);
    expect(await remindedAt(muted.id)).toEqual(now);
    const [mail] = await mailTo(keen.student.email);
    expect(mail!.teacherId).toBe(keen.teacher.id);
    expect(mail!.files[0]!.text).toContain(`UID:${reminded.id}@lektio`);
  });

  it('two runs at the same time send each reminder once', async () => {
    const now = clock();
    const { student, at } = await teacherWithStudent();
    for (let i = 0; i < 6; i += 1) await at(new Date(now.getTime() + (i + 1) * 2 * hour));
    const runs = await Promise.all([sendDueReminders({ now }), sendDueReminders({ now })]);
    expect(runs[0].reminded + runs[1].reminded).toBe(6);
    expect(await mailTo(student.email)).toHaveLength(6);
  });
});
