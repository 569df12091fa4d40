import { describe, expect, it } from 'vitest';
import { flushAudits } from '@/lib/audit/record-audit';
import { db } from '@/lib/core/db';
import { createCancellationPolicy, createEnrollment, createSession } from '@/test/factories';
import { callRoute } from '@/test/http';
import { POST as cancel } from './[id]/cancel/route';
import { POST as complete } from './[id]/complete/route';
import { GET } from './route';
import {
  credits,
  freeStart,
  hour,
  pastStart,
  path,
  scheduledWithCredit,
  setup,
} from '@/test/api/teacher/session-routes';

const act = (handler: typeof cancel, cookie: string, id: string, body?: unknown) =>
  callRoute(handler, { method: 'POST', path: `${path}/${id}/x`, params: { id }, cookie, body });

describe('POST /api/teacher/sessions/:id/complete', () => {
  it('scheduled -> completed, consuming the credit in the same step; lifecycle event and audit', async () => {
    const { teacher, service, student, cookie } = await setup();
    const { enrollment, session } = await scheduledWithCredit({ teacher, service, student }, pastStart());
    const response = await act(complete, cookie, session.id);
    expect(response.status).toBe(200);
    expect(response.json.status).toBe('completed');
    expect(await credits(enrollment.id)).toEqual({ sessionsScheduled: 0, sessionsCompleted: 1, sessionsForfeited: 0 });
    expect(await db.studentLifecycleEvent.count({ where: { studentId: student.id, type: 'session_completed' } })).toBe(
      1,
    );
    await flushAudits();
    expect(await db.auditLog.count({ where: { entityId: session.id, action: 'session.complete' } })).toBe(1);

    const again = await act(complete, cookie, session.id);
    expect(again.status).toBe(409);
    expect(again.json.error.code).toBe('INVALID_STATE');
    expect(await credits(enrollment.id)).toEqual({ sessionsScheduled: 0, sessionsCompleted: 1, sessionsForfeited: 0 });
  });

  it('a completed trial session gives its student trial_completed (an ordinary one does not)', async () => {
    const { teacher, service, student, cookie } = await setup({ isTrial: true, priceAmount: 0 });
    const events = (type: 'trial_completed' | 'session_completed') =>
      db.studentLifecycleEvent.findMany({ where: { studentId: student.id, type }, select: { metadata: true } });
    const ordinary = await createSession({
      teacherId: teacher.id,
      serviceId: service.id,
      studentId: student.id,
      startUtc: pastStart(),
    });
    expect((await act(complete, cookie, ordinary.id)).status).toBe(200);
    expect(await events('trial_completed')).toEqual([]);

    const trial = await createSession({
      teacherId: teacher.id,
      serviceId: service.id,
      studentId: student.id,
      startUtc: pastStart(),
      isTrialSession: true,
    });
    expect((await act(complete, cookie, trial.id)).status).toBe(200);
    expect(await events('trial_completed')).toEqual([{ metadata: { sessionId: trial.id } }]);
    expect(await events('session_completed')).toHaveLength(2);
  });

  it.each(['pending_confirmation', 'hold', 'cancelled', 'no_show', 'expired'] as const)(
    'refuses a %s session (409 INVALID_STATE)',
    async (status) => {
      const { teacher, service, cookie } = await setup();
      const session = await createSession({
        teacherId: teacher.id,
        serviceId: service.id,
        startUtc: pastStart(),
        status,
      });
      const response = await act(complete, cookie, session.id);
      expect(response.status).toBe(409);
      expect(response.json.error.code).toBe('INVALID_STATE');
      expect((await db.session.findUniqueOrThrow({ where: { id: session.id } })).status).toBe(status);
    },
  );

  it('refuses a lesson that has not started yet (409 INVALID_STATE): nothing changes', async () => {
    const { teacher, service, student, cookie } = await setup();
    const { enrollment, session } = await scheduledWithCredit(
      { teacher, service, student },
      new Date(Date.now() + 48 * hour),
    );
    const response = await act(complete, cookie, session.id);
    expect(response.status).toBe(409);
    expect(response.json.error.code).toBe('INVALID_STATE');
    expect(response.json.error.message).toMatch(/not started/);
    expect((await db.session.findUniqueOrThrow({ where: { id: session.id } })).status).toBe('scheduled');
    expect(await credits(enrollment.id)).toEqual({ sessionsScheduled: 1, sessionsCompleted: 0, sessionsForfeited: 0 });
    expect(await db.studentLifecycleEvent.count({ where: { studentId: student.id, type: 'session_completed' } })).toBe(
      0,
    );
  });

  it('rolls the status back when the credit move fails (same transaction)', async () => {
    const { teacher, service, student, cookie } = await setup();
    // No scheduled credit to consume: the credits CHECK refuses, so the session stays scheduled.
    const enrollment = await createEnrollment({ teacherId: teacher.id, serviceId: service.id, studentId: student.id });
    const session = await createSession({
      teacherId: teacher.id,
      serviceId: service.id,
      studentId: student.id,
      enrollmentId: enrollment.id,
      startUtc: pastStart(),
    });
    expect((await act(complete, cookie, session.id)).status).toBe(500);
    expect((await db.session.findUniqueOrThrow({ where: { id: session.id } })).status).toBe('scheduled');
  });
});

describe('POST /api/teacher/sessions/:id/cancel', () => {
  async function bookedWithCredit(hoursAhead: number) {
    const context = await setup();
    const { teacher, service, student } = context;
    const { enrollment, session } = await scheduledWithCredit(
      { teacher, service, student },
      new Date(Date.now() + hoursAhead * hour),
    );
    return { ...context, enrollment, session };
  }

  it('by default returns the credit; lifecycle event and audit', async () => {
    const { cookie, enrollment, session, student } = await bookedWithCredit(1);
    const response = await act(cancel, cookie, session.id, { reason: 'Teacher ill' });
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({
      session: { id: session.id, status: 'cancelled' },
      outcome: { allowed: true, creditEffect: 'return' },
    });
    expect(await credits(enrollment.id)).toEqual({ sessionsScheduled: 0, sessionsCompleted: 0, sessionsForfeited: 0 });
    expect(await db.session.findUniqueOrThrow({ where: { id: session.id } })).toMatchObject({
      cancelledBy: 'teacher',
      cancellationReason: 'Teacher ill',
    });
    expect(await db.studentLifecycleEvent.count({ where: { studentId: student.id, type: 'session_cancelled' } })).toBe(
      1,
    );
    await flushAudits();
    expect(await db.auditLog.count({ where: { entityId: session.id, action: 'session.cancel' } })).toBe(1);
  });

  it("with applyPolicy, the service's policy forfeits a late cancellation", async () => {
    const { teacher, service, cookie, enrollment, session } = await bookedWithCredit(1);
    const policy = await createCancellationPolicy({ teacherId: teacher.id });
    await db.service.update({ where: { id: service.id }, data: { cancellationPolicyId: policy.id } });
    const response = await act(cancel, cookie, session.id, { applyPolicy: true });
    expect(response.json.outcome).toMatchObject({ action: 'forfeit', creditEffect: 'forfeit' });
    expect(await credits(enrollment.id)).toEqual({ sessionsScheduled: 0, sessionsCompleted: 0, sessionsForfeited: 1 });
  });

  it("with applyPolicy and no service policy, the teacher's default decides; early is a full refund", async () => {
    const { teacher, cookie, enrollment, session } = await bookedWithCredit(30);
    await createCancellationPolicy({ teacherId: teacher.id, isDefault: true });
    const response = await act(cancel, cookie, session.id, { applyPolicy: true });
    expect(response.json.outcome).toMatchObject({ action: 'full_refund', creditEffect: 'return' });
    expect(await credits(enrollment.id)).toEqual({ sessionsScheduled: 0, sessionsCompleted: 0, sessionsForfeited: 0 });
  });

  it('a blocking policy refuses (422 POLICY_BLOCKED) and nothing changes', async () => {
    const { teacher, cookie, enrollment, session } = await bookedWithCredit(1);
    await createCancellationPolicy({
      teacherId: teacher.id,
      isDefault: true,
      rules: {
        create: [
          {
            position: 0,
            conditionField: 'hours_before_session',
            conditionOperator: 'lt',
            conditionValue: 24,
            action: 'block',
          },
        ],
      },
    });
    const response = await act(cancel, cookie, session.id, { applyPolicy: true });
    expect(response.status).toBe(422);
    expect(response.json.error.code).toBe('POLICY_BLOCKED');
    expect((await db.session.findUniqueOrThrow({ where: { id: session.id } })).status).toBe('scheduled');
    expect((await credits(enrollment.id)).sessionsScheduled).toBe(1);
  });

  it.each(['completed', 'cancelled', 'no_show', 'rejected', 'expired'] as const)(
    'refuses a %s session (409 INVALID_STATE)',
    async (status) => {
      const { teacher, service, cookie } = await setup();
      const session = await createSession({
        teacherId: teacher.id,
        serviceId: service.id,
        startUtc: freeStart(),
        status,
      });
      const response = await act(cancel, cookie, session.id);
      expect(response.status).toBe(409);
      expect(response.json.error.code).toBe('INVALID_STATE');
    },
  );

  it('cancels a pending trial without touching credits', async () => {
    const { teacher, service, cookie } = await setup();
    const session = await createSession({
      teacherId: teacher.id,
      serviceId: service.id,
      startUtc: freeStart(),
      status: 'pending_confirmation',
    });
    expect((await act(cancel, cookie, session.id)).json.session.status).toBe('cancelled');
  });
});

describe('tenancy', () => {
  it("another teacher's session is a 404 on cancel and complete, and nothing changes", async () => {
    const owner = await setup();
    const session = await createSession({
      teacherId: owner.teacher.id,
      serviceId: owner.service.id,
      startUtc: freeStart(),
    });
    const intruder = await setup();
    expect((await act(cancel, intruder.cookie, session.id)).status).toBe(404);
    expect((await act(complete, intruder.cookie, session.id)).status).toBe(404);
    expect((await db.session.findUniqueOrThrow({ where: { id: session.id } })).status).toBe('scheduled');
    const list = await callRoute(GET, { path, cookie: intruder.cookie });
    expect(list.json.total).toBe(0);
  });
});
