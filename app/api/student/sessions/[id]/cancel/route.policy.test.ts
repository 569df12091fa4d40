/** The cancellation policy on the student's cancel, and the preview saying exactly what the cancel does. */
import { describe, expect, it } from 'vitest';
import type { Prisma } from '@/generated/prisma/client';
import type { TStudentCancelResult } from '@/lib/booking/student/schemas';
import { db } from '@/lib/core/db';
import { createCancellationPolicy } from '@/test/factories';
import { bookedSession, cancel, credits, hour, previewCancel, setUpStudent } from '@/test/api/student/session-routes';

type Rule = Omit<Prisma.CancellationRuleCreateWithoutPolicyInput, 'position'>;

/**
 * A student with a session `hoursAhead` from now under a default policy of `rules`; the enrollment
 * has 10 credits, `completed` used and this session scheduled.
 */
async function caseOf({
  rules,
  hoursAhead,
  completed = 0,
  total = 10,
  rescheduleCount = 0,
}: {
  rules: Rule[];
  hoursAhead: number;
  completed?: number;
  total?: number;
  rescheduleCount?: number;
}) {
  const kit = await setUpStudent({ credits: total });
  await db.enrollment.update({ where: { id: kit.enrollment!.id }, data: { sessionsCompleted: completed } });
  await createCancellationPolicy({
    teacherId: kit.teacher.id,
    isDefault: true,
    rules: { create: rules.map((rule, position) => ({ ...rule, position })) },
  });
  const session = await bookedSession({
    teacherId: kit.teacher.id,
    serviceId: kit.service.id,
    studentId: kit.student.id,
    enrollmentId: kit.enrollment!.id,
    startUtc: new Date(Date.now() + hoursAhead * hour),
    rescheduleCount,
    studentRescheduleCount: rescheduleCount,
  });
  return { ...kit, session };
}

/** Previews, cancels, and checks the preview said exactly what the cancel did. */
async function previewThenCancel(kit: Awaited<ReturnType<typeof caseOf>>) {
  const preview = await previewCancel(kit.cookie, kit.session.id);
  expect(preview.status).toBe(200);
  const result = await cancel(kit.cookie, kit.session.id);
  expect(result.status).toBe(200);
  expect(preview.json).toEqual({ outcome: result.json.outcome, credits: result.json.credits });
  return { ...(result.json as TStudentCancelResult), after: await credits(kit.enrollment!.id) };
}

const relaxed: Rule[] = [
  { conditionField: 'hours_before_session', conditionOperator: 'gte', conditionValue: 24, action: 'full_refund' },
  {
    conditionField: 'hours_before_session',
    conditionOperator: 'gte',
    conditionValue: 2,
    action: 'partial_penalty',
    penaltyPercent: 50,
  },
  { conditionField: 'hours_before_session', conditionOperator: 'lt', conditionValue: 2, action: 'forfeit' },
];

describe('POST /api/student/sessions/:id/cancel under a policy', () => {
  it('full_refund well ahead: the credit comes back', async () => {
    const done = await previewThenCancel(await caseOf({ rules: relaxed, hoursAhead: 48 }));
    expect(done.outcome).toMatchObject({ action: 'full_refund', creditEffect: 'return', penaltyPercent: 0 });
    expect(done.credits).toMatchObject({ remainingBefore: 9, remainingAfter: 10, forfeitedAfter: 0 });
    expect(done.after).toEqual({ sessionsScheduled: 0, sessionsCompleted: 0, sessionsForfeited: 0 });
  });

  it('partial_penalty later: the credit is lost with the penalty percent', async () => {
    const done = await previewThenCancel(await caseOf({ rules: relaxed, hoursAhead: 10 }));
    expect(done.outcome).toMatchObject({ action: 'partial_penalty', creditEffect: 'partial', penaltyPercent: 50 });
    expect(done.credits).toMatchObject({ remainingBefore: 9, remainingAfter: 9, forfeitedAfter: 1 });
    expect(done.after).toEqual({ sessionsScheduled: 0, sessionsCompleted: 0, sessionsForfeited: 1 });
  });

  it('forfeit at the last minute', async () => {
    const done = await previewThenCancel(await caseOf({ rules: relaxed, hoursAhead: 1 }));
    expect(done.outcome).toMatchObject({ action: 'forfeit', creditEffect: 'forfeit', penaltyPercent: 100 });
    expect(done.after).toEqual({ sessionsScheduled: 0, sessionsCompleted: 0, sessionsForfeited: 1 });
  });

  it('allow_free by rule, and no rule matching is free too', async () => {
    const rules: Rule[] = [
      { conditionField: 'hours_before_session', conditionOperator: 'gte', conditionValue: 100, action: 'allow_free' },
      { conditionField: 'hours_before_session', conditionOperator: 'lt', conditionValue: 5, action: 'forfeit' },
    ];
    for (const hoursAhead of [150, 50]) {
      const done = await previewThenCancel(await caseOf({ rules, hoursAhead }));
      expect(done.outcome).toMatchObject({ allowed: true, action: 'allow_free', creditEffect: 'return' });
      expect(done.after.sessionsForfeited).toBe(0);
    }
  });

  it('block: the preview says refused, the cancel is 422 POLICY_BLOCKED and nothing changes', async () => {
    const kit = await caseOf({
      rules: [
        {
          conditionField: 'hours_before_session',
          conditionOperator: 'lt',
          conditionValue: 24,
          action: 'block',
          description: 'Too late to cancel',
        },
      ],
      hoursAhead: 5,
    });
    const preview = await previewCancel(kit.cookie, kit.session.id);
    expect(preview.json).toEqual({
      outcome: {
        allowed: false,
        action: 'block',
        penaltyPercent: 0,
        creditEffect: 'return',
        makeupValidDays: null,
        reason: 'Too late to cancel',
      },
      credits: { enrollmentId: kit.enrollment!.id, remainingBefore: 9, remainingAfter: 9, forfeitedAfter: 0 },
    });
    const refused = await cancel(kit.cookie, kit.session.id);
    expect(refused.status).toBe(422);
    expect(refused.json.error).toMatchObject({ code: 'POLICY_BLOCKED', message: 'Too late to cancel' });
    expect((await db.session.findUniqueOrThrow({ where: { id: kit.session.id } })).status).toBe('scheduled');
    expect(await credits(kit.enrollment!.id)).toEqual({
      sessionsScheduled: 1,
      sessionsCompleted: 0,
      sessionsForfeited: 0,
    });
    expect(await db.studentLifecycleEvent.count({ where: { studentId: kit.student.id } })).toBe(0);
  });

  it('sessions_completed decides with the enrollment figures', async () => {
    const rules: Rule[] = [
      { conditionField: 'sessions_completed', conditionOperator: 'gte', conditionValue: 3, action: 'forfeit' },
    ];
    expect((await previewThenCancel(await caseOf({ rules, hoursAhead: 48, completed: 3 }))).outcome.action).toBe(
      'forfeit',
    );
    expect((await previewThenCancel(await caseOf({ rules, hoursAhead: 48, completed: 2 }))).outcome.action).toBe(
      'allow_free',
    );
  });

  it('sessions_remaining counts what is left besides this session', async () => {
    const rules: Rule[] = [
      {
        conditionField: 'sessions_remaining',
        conditionOperator: 'eq',
        conditionValue: 0,
        action: 'partial_penalty',
        penaltyPercent: 30,
      },
    ];
    // 2 credits: 1 completed, this one scheduled, 0 left.
    const last = await previewThenCancel(await caseOf({ rules, hoursAhead: 48, total: 2, completed: 1 }));
    expect(last.outcome).toMatchObject({ action: 'partial_penalty', penaltyPercent: 30 });
    expect(last.credits).toMatchObject({ remainingBefore: 0, remainingAfter: 0, forfeitedAfter: 1 });
    const more = await previewThenCancel(await caseOf({ rules, hoursAhead: 48, total: 3, completed: 1 }));
    expect(more.outcome.action).toBe('allow_free');
  });

  it('reschedule_count: a session moved before loses its credit', async () => {
    const rules: Rule[] = [
      { conditionField: 'reschedule_count', conditionOperator: 'gt', conditionValue: 0, action: 'forfeit' },
    ];
    expect((await previewThenCancel(await caseOf({ rules, hoursAhead: 48, rescheduleCount: 1 }))).outcome.action).toBe(
      'forfeit',
    );
    expect((await previewThenCancel(await caseOf({ rules, hoursAhead: 48 }))).outcome.action).toBe('allow_free');
  });

  it("the service's own policy wins over the teacher's default", async () => {
    const kit = await caseOf({ rules: relaxed, hoursAhead: 48 });
    const strict = await createCancellationPolicy({
      teacherId: kit.teacher.id,
      rules: {
        create: [
          {
            position: 0,
            conditionField: 'hours_before_session',
            conditionOperator: 'gte',
            conditionValue: 0,
            action: 'forfeit',
          },
        ],
      },
    });
    await db.service.update({ where: { id: kit.service.id }, data: { cancellationPolicyId: strict.id } });
    expect((await previewThenCancel(kit)).outcome.action).toBe('forfeit');
  });
});
