import { randomUUID } from 'node:crypto';
import { Inngest } from 'inngest';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { recordAudit } from '@/lib/audit/record-audit';
import { db } from '@/lib/core/db';
import { startInProcessJobs, stopInProcessJobs } from '@/lib/jobs/in-process-runner';
import { jobEventOf, disputeCreatedEvent } from '@/lib/jobs/job-events';
import { createTeacher } from '@/test/factories';
import { startFakeResend, type FakeResend } from '@/test/fakes/resend';
import { flushOutbox } from './after-commit';
import { dispatchOutbox, leaseMs, maxAttempts } from './dispatch-outbox';
import { enqueueEffects } from './enqueue-effects';
import { enqueueEmail } from './enqueue-email';
import { sweepOutbox } from './sweep-outbox';
import { transaction } from './transaction';

let resend: FakeResend;
beforeAll(async () => {
  resend = await startFakeResend();
});
afterAll(() => resend.close());
afterEach(() => vi.unstubAllEnvs());

const address = () => `outbox.${randomUUID()}@example.test`;
const audit = (teacherId: string, entityId: string) => ({
  teacherId,
  actor: { type: 'teacher' as const, id: teacherId },
  action: 'student.update' as const,
  entity: { type: 'student', id: entityId },
  after: { note: 'x' },
});

/**
 * A change, its audit entry and its e-mail committed with a plain `db.$transaction`: what a process
 * leaves behind when it dies between the commit and the after-commit delivery.
 */
async function commitThenCrash(teacherId: string, to: string) {
  const entityId = randomUUID();
  await db.$transaction(async (tx) => {
    await tx.teacher.update({ where: { id: teacherId }, data: { bio: 'changed' } });
    await recordAudit(tx, audit(teacherId, entityId));
    await enqueueEmail(tx, { to, subject: 'Changed', html: '<p>changed</p>', teacherId });
  });
  return entityId;
}

describe('the transactional outbox', () => {
  it('delivers the audit entry and the e-mail exactly once after a crash between commit and dispatch', async () => {
    vi.stubEnv('RESEND_API_KEY', 're_test_key');
    vi.stubEnv('RESEND_BASE_URL', resend.url);
    const teacher = await createTeacher();
    const to = address();
    const entityId = await commitThenCrash(teacher.id, to);
    // Nothing delivered yet: the process "died" before dispatching.
    expect(await db.auditLog.count({ where: { entityId } })).toBe(0);
    expect(await db.emailOutbox.count({ where: { to } })).toBe(0);

    // Two instances sweep at once, then again: each effect goes out once.
    await Promise.all([sweepOutbox(), sweepOutbox()]);
    await sweepOutbox();
    expect(await db.auditLog.count({ where: { entityId } })).toBe(1);
    expect(await db.emailOutbox.findMany({ where: { to }, select: { status: true } })).toEqual([{ status: 'sent' }]);
    expect(resend.requests.filter((request) => request.body.to === to)).toHaveLength(1);
  });

  it('repeats nothing when a dispatcher dies after delivering and before marking the effect', async () => {
    vi.stubEnv('RESEND_API_KEY', 're_test_key');
    vi.stubEnv('RESEND_BASE_URL', resend.url);
    const teacher = await createTeacher();
    const to = address();
    const entityId = await commitThenCrash(teacher.id, to);
    await sweepOutbox();
    // As if the marks were never written: the lease ran out and the effects look pending again.
    const reset = await db.outboxEffect.updateMany({
      where: { payload: { path: ['to'], equals: to } },
      data: { status: 'pending', deliveredAt: null, lockedUntil: null },
    });
    expect(reset.count).toBe(1);
    await db.$executeRaw`UPDATE outbox_effects SET status = 'pending', "deliveredAt" = NULL
      WHERE kind = 'audit' AND payload->>'entityId' = ${entityId}`;
    await sweepOutbox();
    expect(await db.auditLog.count({ where: { entityId } })).toBe(1);
    expect(await db.emailOutbox.count({ where: { to } })).toBe(1);
    expect(resend.requests.filter((request) => request.body.to === to)).toHaveLength(1);
  });

  it('writes nothing when the change rolls back', async () => {
    const teacher = await createTeacher();
    const to = address();
    const entityId = randomUUID();
    await expect(
      transaction(async (tx) => {
        await recordAudit(tx, audit(teacher.id, entityId));
        await enqueueEmail(tx, { to, subject: 'Never', html: '<p>x</p>' });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    await sweepOutbox();
    expect(await db.auditLog.count({ where: { entityId } })).toBe(0);
    expect(await db.emailOutbox.count({ where: { to } })).toBe(0);
  });

  it('delivers at once after the commit: the e-mail before transaction() returns, the audit entry in the background', async () => {
    vi.stubEnv('RESEND_API_KEY', '');
    const teacher = await createTeacher();
    const to = address();
    const entityId = randomUUID();
    await transaction(async (tx) => {
      await recordAudit(tx, audit(teacher.id, entityId));
      await enqueueEmail(tx, { to, subject: 'Now', html: '<p>now</p>' });
    });
    expect(await db.emailOutbox.findFirst({ where: { to } })).toMatchObject({ status: 'sent' });
    await flushOutbox();
    expect(await db.auditLog.count({ where: { entityId } })).toBe(1);
  });

  it('retries a failed delivery with backoff, then delivers it; an effect that keeps failing ends failed', async () => {
    vi.stubEnv('RESEND_API_KEY', 're_test_key');
    vi.stubEnv('RESEND_BASE_URL', resend.url);
    const to = address();
    resend.failNext(500);
    await transaction((tx) => enqueueEmail(tx, { to, subject: 'Retry', html: '<p>x</p>' }));
    const effect = await db.outboxEffect.findFirstOrThrow({ where: { payload: { path: ['to'], equals: to } } });
    expect(effect).toMatchObject({ status: 'pending', attempts: 1, lastError: expect.stringContaining('boom') });
    expect(effect.availableAt.getTime()).toBeGreaterThan(Date.now());

    // Not due yet: a sweep now leaves it alone; once the backoff is over it goes out.
    expect(await dispatchOutbox({ ids: [effect.id] })).toEqual({ delivered: 0, retried: 0, failed: 0 });
    const later = new Date(effect.availableAt.getTime() + 1);
    expect(await dispatchOutbox({ ids: [effect.id], now: later })).toEqual({ delivered: 1, retried: 0, failed: 0 });
    expect(await db.emailOutbox.findFirst({ where: { to } })).toMatchObject({ status: 'sent' });

    const doomed = address();
    vi.stubEnv('RESEND_BASE_URL', 'http://127.0.0.1:9'); // nothing listens: every attempt fails
    await transaction((tx) => enqueueEmail(tx, { to: doomed, subject: 'Doomed', html: '<p>x</p>' }));
    const failing = await db.outboxEffect.findFirstOrThrow({ where: { payload: { path: ['to'], equals: doomed } } });
    await db.outboxEffect.update({ where: { id: failing.id }, data: { attempts: maxAttempts - 1 } });
    await dispatchOutbox({ ids: [failing.id], now: new Date(Date.now() + 2 * 60 * 60_000) });
    expect(await db.outboxEffect.findUniqueOrThrow({ where: { id: failing.id } })).toMatchObject({
      status: 'failed',
      attempts: maxAttempts,
    });
  });

  it('leaves an effect claimed by another dispatcher alone until its lease runs out', async () => {
    const teacher = await createTeacher();
    const entityId = randomUUID();
    await db.$transaction((tx) => recordAudit(tx, audit(teacher.id, entityId)));
    const effect = await db.outboxEffect.findFirstOrThrow({
      where: { kind: 'audit', payload: { path: ['entityId'], equals: entityId } },
    });
    const now = new Date();
    await db.outboxEffect.update({
      where: { id: effect.id },
      data: { lockedUntil: new Date(now.getTime() + leaseMs) },
    });
    expect(await dispatchOutbox({ ids: [effect.id], now })).toMatchObject({ delivered: 0 });
    expect(await dispatchOutbox({ ids: [effect.id], now: new Date(now.getTime() + leaseMs + 1) })).toMatchObject({
      delivered: 1,
    });
    expect(await db.auditLog.count({ where: { entityId } })).toBe(1);
  });

  it('sends a job event once under its effect id, even when delivered twice', async () => {
    const received: unknown[] = [];
    const testInngest = new Inngest({ id: 'outbox-test' });
    const listener = testInngest.createFunction(
      { id: 'outbox-listener', triggers: [{ event: disputeCreatedEvent.name }] },
      async ({ event }) => received.push(disputeCreatedEvent.parse(event.data)),
    );
    const runner = await startInProcessJobs([listener]);
    try {
      const disputeId = randomUUID();
      const [effect] = await enqueueEffects(db, [
        { kind: 'event', payload: jobEventOf(disputeCreatedEvent, { disputeId }) },
      ]);
      await db.outboxEffect.update({ where: { id: effect!.id }, data: { status: 'pending', lockedUntil: null } });
      await dispatchOutbox({ ids: [effect!.id] });
      await runner?.idle();
      expect(received).toEqual([{ disputeId }]);
    } finally {
      stopInProcessJobs();
    }
  });
});
