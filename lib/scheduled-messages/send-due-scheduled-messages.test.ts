import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '@/lib/core/db';
import { emailsOf, pendingMessage, teacherWithStudents } from '@/test/scheduled-messages/message-scene';
import { sendDueScheduledMessages } from './send-due-scheduled-messages';

beforeEach(() => vi.stubEnv('RESEND_API_KEY', ''));
afterEach(() => vi.unstubAllEnvs());

describe('sendDueScheduledMessages (the safety net)', () => {
  it('sends pending messages more than two minutes late, once; leaves the others to their job', async () => {
    const { teacher } = await teacherWithStudents();
    // Far in the future, so that no other test's messages are overdue at this `now`.
    const now = new Date('2099-06-01T10:00:00Z');
    // Files in a worker share its database: earlier files' pending messages are due at this `now` too,
    // and a backlog over one batch would keep ours out of it. Move them past it.
    await db.scheduledMessage.updateMany({
      where: { status: 'pending', teacherId: { not: teacher.id } },
      data: { sendAt: new Date('2100-01-01T00:00:00Z') },
    });
    const late = await pendingMessage({ teacherId: teacher.id, sendAt: new Date(now.getTime() - 3 * 60_000) });
    const justDue = await pendingMessage({ teacherId: teacher.id, sendAt: new Date(now.getTime() - 60_000) });

    const first = await sendDueScheduledMessages({ now });
    expect(first.sent).toBeGreaterThanOrEqual(1);
    const second = await sendDueScheduledMessages({ now });
    expect(await emailsOf(teacher.id)).toHaveLength(2); // two active students, one message
    expect(second.sent).toBe(0);
    expect((await db.scheduledMessage.findUniqueOrThrow({ where: { id: late.id } })).status).toBe('sent');
    expect((await db.scheduledMessage.findUniqueOrThrow({ where: { id: justDue.id } })).status).toBe('pending');
  });
});
