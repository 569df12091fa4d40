import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '@/lib/core/db';
import { startInProcessJobs, stopInProcessJobs, type InProcessJobRunner } from '@/lib/jobs/in-process-runner';
import { scheduledMessageCreatedEvent } from '@/lib/jobs/job-events';
import { cancelScheduledMessage } from '@/lib/scheduled-messages/cancel-scheduled-message';
import { emailsOf, pendingMessage, teacherWithStudents } from '@/test/scheduled-messages/message-scene';
import { flushOutbox } from '@/lib/outbox/after-commit';
import { sendDueScheduledMessagesFunction } from './send-due-scheduled-messages';
import { sendScheduledMessageFunction } from './send-scheduled-message';

let runner: InProcessJobRunner;

beforeEach(async () => {
  vi.stubEnv('RESEND_API_KEY', '');
  vi.stubEnv('INNGEST_EVENT_KEY', undefined);
  vi.stubEnv('INNGEST_SIGNING_KEY', undefined);
  vi.stubEnv('INNGEST_DEV', undefined);
  runner = (await startInProcessJobs([sendScheduledMessageFunction]))!;
});
afterEach(async () => {
  await runner.idle();
  stopInProcessJobs();
  vi.unstubAllEnvs();
});

/** A message due `ms` from now whose delivery job is started (as the outbox does after the create). */
async function scheduledIn(ms: number) {
  const scene = await teacherWithStudents();
  const message = await pendingMessage({ teacherId: scene.teacher.id, sendAt: new Date(Date.now() + ms) });
  const created = {
    name: scheduledMessageCreatedEvent.name,
    data: { messageId: message.id, teacherId: scene.teacher.id },
  };
  return { ...scene, message, created };
}

const statusOf = async (id: string) => (await db.scheduledMessage.findUniqueOrThrow({ where: { id } })).status;

describe('sendScheduledMessageFunction in process', () => {
  it('sleeps until the send time, then sends once, even when its event arrives twice', async () => {
    const { teacher, message, created } = await scheduledIn(800);
    runner.send([created, { ...created }]); // two events (distinct ids): two runs
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await statusOf(message.id)).toBe('pending');

    await runner.idle();
    await flushOutbox();
    expect(await statusOf(message.id)).toBe('sent');
    expect(await emailsOf(teacher.id)).toHaveLength(2); // two active students, once each
  });

  it('is cancelled while it sleeps when the message is cancelled: the run ends at once and sends nothing', async () => {
    const { teacher, message, created } = await scheduledIn(20_000);
    runner.send(created);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const started = Date.now();
    // The cancel's event reaches the runner through the outbox after the commit (cancelOn).
    await cancelScheduledMessage({ teacherId: teacher.id, messageId: message.id });
    await runner.idle();
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(await statusOf(message.id)).toBe('cancelled');
    expect(await emailsOf(teacher.id)).toEqual([]);
  });

  it('cancels and is cancelled by the message id (data.messageId) only', () => {
    expect(sendScheduledMessageFunction.opts.cancelOn).toEqual([
      { event: 'messages/scheduled-message.cancelled', if: 'event.data.messageId == async.data.messageId' },
    ]);
    expect(sendDueScheduledMessagesFunction.opts.triggers).toEqual([{ cron: 'TZ=UTC */5 * * * *' }]);
  });
});
