import { describe, expect, it } from 'vitest';
import { db } from '@/lib/core/db';
import { AppError } from '@/lib/core/errors';
import { createStudent, createTag } from '@/test/factories';
import { createScheduledMessage } from './create-scheduled-message';
import { teacherWithStudents } from '@/test/scheduled-messages/message-scene';
import type { TCreateScheduledMessageInput } from './schemas';

const now = new Date('2030-01-07T08:00:00Z');
const message = { subject: 'Holiday schedule', body: 'No lessons next week.' };

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!(error instanceof AppError)) throw new Error(`expected a refusal, got ${String(error)}`);
  return { status: error.status, code: error.code, details: error.details };
}

describe('createScheduledMessage', () => {
  it("reads a local send time on the teacher's clock, queues the delivery job and previews the recipients", async () => {
    const { teacher } = await teacherWithStudents();
    const input: TCreateScheduledMessageInput = { audience: 'all_active', ...message, sendAt: '2030-01-10T09:30' };
    const created = await createScheduledMessage({ teacherId: teacher.id, timeZone: 'Europe/Madrid', input, now });

    expect(created).toMatchObject({
      audience: 'all_active',
      audienceLabel: 'All active students',
      sendAt: '2030-01-10T08:30:00.000Z', // 09:30 in Madrid, winter time
      timezone: 'Europe/Madrid',
      status: 'pending',
      sentAt: null,
      recipientCount: null,
      recipientPreview: 2,
    });
    const row = await db.scheduledMessage.findUniqueOrThrow({ where: { id: created.id } });
    const job = await db.outboxEffect.findUniqueOrThrow({ where: { id: row.jobId! } });
    expect(job).toMatchObject({
      kind: 'event',
      payload: { name: 'messages/scheduled-message.created', data: { messageId: created.id, teacherId: teacher.id } },
    });
  });

  it('takes an instant with an offset as it is, and names the student or the tag', async () => {
    const { teacher, ana, tag } = await teacherWithStudents();
    const toAna = await createScheduledMessage({
      teacherId: teacher.id,
      timeZone: 'Europe/Madrid',
      input: { audience: 'student', studentId: ana.id, ...message, sendAt: '2030-01-10T09:30:00-05:00' },
      now,
    });
    expect(toAna).toMatchObject({
      sendAt: '2030-01-10T14:30:00.000Z',
      audienceLabel: 'Ana Active',
      recipientPreview: 1,
    });
    const toTag = await createScheduledMessage({
      teacherId: teacher.id,
      timeZone: 'Europe/Madrid',
      input: { audience: 'tag', tagId: tag.id, ...message, sendAt: '2030-01-10T09:30' },
      now,
    });
    expect(toTag).toMatchObject({ audienceLabel: 'Tag: Beginners', recipientPreview: 1 });
  });

  it.each([
    ['in the past', '2030-01-07T08:30', 'Choose a time at least a minute from now'], // 07:30 UTC
    ['less than a minute ahead', '2030-01-07T08:00:30Z', 'Choose a time at least a minute from now'],
    ['more than a year ahead', '2031-01-08T09:00', 'Choose a time within a year'],
    ['skipped by the clocks going forward', '2030-03-31T02:30', 'This time does not exist on that day (clocks change)'],
    ['not a calendar date', '2030-02-30T10:00', 'Choose a date and a time'],
  ])('refuses a send time %s (400 on sendAt)', async (_case, sendAt, text) => {
    const { teacher } = await teacherWithStudents();
    const input: TCreateScheduledMessageInput = { audience: 'all_active', ...message, sendAt };
    expect(
      await refusal(createScheduledMessage({ teacherId: teacher.id, timeZone: 'Europe/Madrid', input, now })),
    ).toEqual({
      status: 400,
      code: 'VALIDATION_ERROR',
      details: [{ path: 'sendAt', message: text }],
    });
  });

  it("refuses another teacher's, a deleted or an erased student (404) and another teacher's tag (400)", async () => {
    const { teacher } = await teacherWithStudents();
    const other = await teacherWithStudents();
    const deleted = await createStudent({ teacherId: teacher.id, deletedAt: new Date() });
    const erased = await createStudent({ teacherId: teacher.id, anonymizedAt: new Date() });
    const create = (input: Omit<TCreateScheduledMessageInput, 'subject' | 'body' | 'sendAt'>) =>
      refusal(
        createScheduledMessage({
          teacherId: teacher.id,
          timeZone: 'Europe/Madrid',
          input: { ...input, ...message, sendAt: '2030-01-10T09:30' },
          now,
        }),
      );
    for (const studentId of [other.ana.id, deleted.id, erased.id])
      expect(await create({ audience: 'student', studentId })).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    expect(await create({ audience: 'tag', tagId: other.tag.id })).toEqual({
      status: 400,
      code: 'VALIDATION_ERROR',
      details: [{ path: 'tagId', message: 'Unknown tag' }],
    });
    expect(await db.scheduledMessage.count({ where: { teacherId: teacher.id } })).toBe(0);
    // A tag of one's own with nobody on it yet is fine: recipients are resolved at the send time.
    const empty = await createTag({ teacherId: teacher.id });
    const created = await createScheduledMessage({
      teacherId: teacher.id,
      timeZone: 'Europe/Madrid',
      input: { audience: 'tag', tagId: empty.id, ...message, sendAt: '2030-01-10T09:30' },
      now,
    });
    expect(created.recipientPreview).toBe(0);
  });
});
