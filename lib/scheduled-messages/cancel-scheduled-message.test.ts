import { describe, expect, it } from 'vitest';
import { db } from '@/lib/core/db';
import { ConflictError, NotFoundError } from '@/lib/core/errors';
import { cancelScheduledMessage } from './cancel-scheduled-message';
import { pendingMessage, teacherWithStudents } from '@/test/scheduled-messages/message-scene';

const now = new Date('2030-01-07T08:00:00Z');
const sendAt = new Date('2030-01-10T08:30:00Z');

describe('cancelScheduledMessage', () => {
  it('cancels a pending message and queues the event that cancels its delivery job', async () => {
    const { teacher } = await teacherWithStudents();
    const message = await pendingMessage({ teacherId: teacher.id, sendAt });
    const cancelled = await cancelScheduledMessage({ teacherId: teacher.id, messageId: message.id, now });
    expect(cancelled).toMatchObject({ id: message.id, status: 'cancelled', cancelledAt: now.toISOString() });
    const events = await db.outboxEffect.findMany({
      where: { kind: 'event', payload: { path: ['data', 'messageId'], equals: message.id } },
    });
    expect(events.map((event) => event.payload)).toEqual([
      { name: 'messages/scheduled-message.cancelled', data: { messageId: message.id } },
    ]);
  });

  it('refuses a message that is no longer pending (409) and one of another teacher (404)', async () => {
    const { teacher } = await teacherWithStudents();
    const other = await teacherWithStudents();
    const sent = await pendingMessage({ teacherId: teacher.id, sendAt });
    await db.scheduledMessage.update({ where: { id: sent.id }, data: { status: 'sent', sentAt: sendAt } });
    await expect(cancelScheduledMessage({ teacherId: teacher.id, messageId: sent.id, now })).rejects.toThrow(
      new ConflictError('This message is sent and can no longer be cancelled', 'INVALID_STATE'),
    );
    const theirs = await pendingMessage({ teacherId: other.teacher.id, sendAt });
    await expect(cancelScheduledMessage({ teacherId: teacher.id, messageId: theirs.id, now })).rejects.toThrow(
      NotFoundError,
    );
    expect((await db.scheduledMessage.findUniqueOrThrow({ where: { id: theirs.id } })).status).toBe('pending');
  });
});
