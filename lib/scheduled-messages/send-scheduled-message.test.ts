import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '@/lib/core/db';
import { createStudent, createTag } from '@/test/factories';
import { createPayerFamily } from '@/test/factories/payer-family';
import { emailsOf, pendingMessage, teacherWithStudents } from '@/test/scheduled-messages/message-scene';
import { sendScheduledMessage } from './send-scheduled-message';

beforeEach(() => vi.stubEnv('RESEND_API_KEY', '')); // the development outbox
afterEach(() => vi.unstubAllEnvs());

const sendAt = new Date('2030-01-10T08:30:00Z');
const atTime = new Date(sendAt.getTime());

describe('sendScheduledMessage', () => {
  it('sends at its time, once: not before, and a repeat sends nothing', async () => {
    const { teacher, ana } = await teacherWithStudents();
    const message = await pendingMessage({ teacherId: teacher.id, sendAt, audience: 'student', studentId: ana.id });

    expect(await sendScheduledMessage({ messageId: message.id, now: new Date(sendAt.getTime() - 60_000) })).toEqual({
      outcome: 'skipped',
      recipients: 0,
    });
    expect(await emailsOf(teacher.id)).toEqual([]);

    expect(await sendScheduledMessage({ messageId: message.id, now: atTime })).toEqual({
      outcome: 'sent',
      recipients: 1,
    });
    expect(await sendScheduledMessage({ messageId: message.id, now: atTime })).toEqual({
      outcome: 'skipped',
      recipients: 0,
    });

    expect(await emailsOf(teacher.id)).toEqual([ana.email]);
    const row = await db.scheduledMessage.findUniqueOrThrow({ where: { id: message.id } });
    expect(row).toMatchObject({ status: 'sent', sentAt: atTime, recipientCount: 1, error: null });
    const log = await db.contactLogEntry.findMany({ where: { teacherId: teacher.id } });
    expect(log).toEqual([
      expect.objectContaining({
        studentId: ana.id,
        channel: 'email',
        sentAt: atTime,
        note: 'Scheduled message: Holiday schedule',
      }),
    ]);
  });

  it('sends once when two runs claim the same message at the same moment', async () => {
    const { teacher } = await teacherWithStudents();
    const message = await pendingMessage({ teacherId: teacher.id, sendAt });
    const outcomes = await Promise.all([
      sendScheduledMessage({ messageId: message.id, now: atTime }),
      sendScheduledMessage({ messageId: message.id, now: atTime }),
    ]);
    expect(outcomes.map((result) => result.outcome).sort()).toEqual(['sent', 'skipped']);
    expect(await emailsOf(teacher.id)).toHaveLength(2);
  });

  it('never sends a cancelled message', async () => {
    const { teacher } = await teacherWithStudents();
    const message = await pendingMessage({ teacherId: teacher.id, sendAt });
    await db.scheduledMessage.update({ where: { id: message.id }, data: { status: 'cancelled', cancelledAt: sendAt } });
    expect((await sendScheduledMessage({ messageId: message.id, now: atTime })).outcome).toBe('skipped');
    expect(await emailsOf(teacher.id)).toEqual([]);
  });

  it('all_active: active students only, deleted and erased left out, each address once', async () => {
    const { teacher, ana, bruno } = await teacherWithStudents();
    await createStudent({ teacherId: teacher.id, status: 'active', deletedAt: new Date() });
    await createStudent({ teacherId: teacher.id, status: 'active', anonymizedAt: new Date() });
    await createStudent({ teacherId: teacher.id, status: 'inactive' });
    // The same address in another case (a record imported before addresses were stored in lower case).
    await createStudent({ teacherId: teacher.id, status: 'active', email: ana.email.toUpperCase() });
    const message = await pendingMessage({ teacherId: teacher.id, sendAt, audience: 'all_active' });

    expect(await sendScheduledMessage({ messageId: message.id, now: atTime })).toEqual({
      outcome: 'sent',
      recipients: 2,
    });
    expect(await emailsOf(teacher.id)).toEqual([ana.email, bruno.email].sort());
  });

  it("families (issue 34): a minor's message goes to the payer, once for two children; an adult member gets their own", async () => {
    const { teacher, ana, bruno } = await teacherWithStudents();
    const { family, members } = await createPayerFamily({
      teacherId: teacher.id,
      memberNames: ['Kid One', 'Kid Two', 'Grown Up'],
      adults: ['Grown Up'],
    });
    const [one, two, adult] = members as [(typeof members)[0], (typeof members)[0], (typeof members)[0]];
    const lily = await createStudent({
      teacherId: teacher.id,
      familyId: family.id,
      isMinor: true,
      email: `member-${teacher.id}@family.invalid`,
    });
    const message = await pendingMessage({ teacherId: teacher.id, sendAt, audience: 'all_active' });

    expect(await sendScheduledMessage({ messageId: message.id, now: atTime })).toEqual({
      outcome: 'sent',
      recipients: 4,
    });
    const sent = await emailsOf(teacher.id);
    expect(sent).toEqual([ana.email, bruno.email, family.payerEmail, adult.email].sort());
    for (const child of [one, two, lily]) expect(sent).not.toContain(child.email);
    const logged = await db.contactLogEntry.findMany({ where: { teacherId: teacher.id }, select: { studentId: true } });
    expect(logged.map((row) => row.studentId).sort()).toEqual(
      [ana.id, bruno.id, one.id, two.id, adult.id, lily.id].sort(),
    );

    const toChild = await pendingMessage({ teacherId: teacher.id, sendAt, audience: 'student', studentId: one.id });
    await sendScheduledMessage({ messageId: toChild.id, now: atTime });
    expect((await emailsOf(teacher.id)).filter((to) => to === family.payerEmail)).toHaveLength(2);
  });

  it('tag: the active, reachable students with the tag, of this teacher only', async () => {
    const { teacher, tag, ana, tina } = await teacherWithStudents();
    await db.studentTag.create({ data: { studentId: tina.id, tagId: tag.id } }); // trial: not active
    const gone = await createStudent({ teacherId: teacher.id, status: 'active', deletedAt: new Date() });
    await db.studentTag.create({ data: { studentId: gone.id, tagId: tag.id } });
    const other = await teacherWithStudents();
    const message = await pendingMessage({ teacherId: teacher.id, sendAt, audience: 'tag', tagId: tag.id });

    expect(await sendScheduledMessage({ messageId: message.id, now: atTime })).toEqual({
      outcome: 'sent',
      recipients: 1,
    });
    expect(await emailsOf(teacher.id)).toEqual([ana.email]);
    expect(await emailsOf(other.teacher.id)).toEqual([]);
  });

  it('fails with the reason when nobody is left: the student was deleted before the send time', async () => {
    const { teacher, ana } = await teacherWithStudents();
    const message = await pendingMessage({ teacherId: teacher.id, sendAt, audience: 'student', studentId: ana.id });
    await db.student.update({ where: { id: ana.id }, data: { deletedAt: new Date() } });

    expect(await sendScheduledMessage({ messageId: message.id, now: atTime })).toEqual({
      outcome: 'failed',
      recipients: 0,
    });
    expect(await db.scheduledMessage.findUniqueOrThrow({ where: { id: message.id } })).toMatchObject({
      status: 'failed',
      sentAt: null,
      recipientCount: 0,
      error: 'The student was deleted or erased before the send time',
    });
    expect(await emailsOf(teacher.id)).toEqual([]);
  });

  it('fails when its tag was deleted since', async () => {
    const { teacher } = await teacherWithStudents();
    const tag = await createTag({ teacherId: teacher.id });
    const message = await pendingMessage({ teacherId: teacher.id, sendAt, audience: 'tag', tagId: tag.id });
    await db.tag.delete({ where: { id: tag.id } });
    expect((await sendScheduledMessage({ messageId: message.id, now: atTime })).outcome).toBe('failed');
    expect((await db.scheduledMessage.findUniqueOrThrow({ where: { id: message.id } })).error).toBe(
      'The tag was deleted before the send time',
    );
  });
});
