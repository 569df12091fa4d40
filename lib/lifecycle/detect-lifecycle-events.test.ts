import { describe, expect, it } from 'vitest';
import { db } from '@/lib/core/db';
import { dayMs } from '@/lib/core/time';
import { createEnrollment, createStudent } from '@/test/factories';
import { countQueries } from '@/test/count-queries';
import { detectLifecycleEvents } from './detect-lifecycle-events';
import { daysAgo, lifecycleScene, now } from '@/test/lifecycle/lifecycle-scene';

const run = (teacherId: string) => detectLifecycleEvents({ teacherId, now });

describe('detectLifecycleEvents: sessions', () => {
  it('writes a gap since the last session (dated when it crossed gapDays), and no churn yet', async () => {
    const scene = await lifecycleScene();
    const ana = await scene.student();
    await scene.completed(ana.id, 30);
    const last = await scene.completed(ana.id, 25); // 25 days less an hour ago: 24 whole days

    expect((await run(scene.teacher.id)).written).toEqual({ gap_detected: 1 });
    const [gap] = await scene.eventsOf(ana.id, 'gap_detected');
    expect(gap!.occurredAt).toEqual(new Date(last.startUtc.getTime() + 14 * dayMs));
    expect(gap!.metadata).toMatchObject({ key: `after:${last.id}`, afterSessionId: last.id, days: 24 });
  });

  it('writes a gap between the last two sessions, but none since the last when the student is recent', async () => {
    const scene = await lifecycleScene();
    const ana = await scene.student();
    const before = await scene.completed(ana.id, 40);
    await scene.completed(ana.id, 3);
    expect((await run(scene.teacher.id)).written).toEqual({ gap_detected: 1 });
    expect((await scene.eventsOf(ana.id))[0]!.metadata).toMatchObject({ key: `after:${before.id}`, days: 37 });
  });

  it('the gap since the last session and the later gap between the two are one occurrence', async () => {
    const scene = await lifecycleScene();
    const ana = await scene.student();
    await scene.completed(ana.id, 40);
    expect((await run(scene.teacher.id)).written).toEqual({ gap_detected: 1 });
    await scene.completed(ana.id, 2); // she came back: the gap after the 40-day-old session is the same one
    expect((await run(scene.teacher.id)).written).toEqual({});
  });

  it('writes no gap or churn for a student with a session booked ahead', async () => {
    const scene = await lifecycleScene();
    const ana = await scene.student();
    await scene.completed(ana.id, 90);
    await scene.booked(ana.id, 5);
    expect((await run(scene.teacher.id)).written).toEqual({});
  });

  it('writes churn after churnDays without a session, with the gap', async () => {
    const scene = await lifecycleScene();
    const ana = await scene.student();
    const last = await scene.completed(ana.id, 70);
    expect((await run(scene.teacher.id)).written).toEqual({ gap_detected: 1, churn_detected: 1 });
    const [churn] = await scene.eventsOf(ana.id, 'churn_detected');
    expect(churn!.occurredAt).toEqual(new Date(last.startUtc.getTime() + 60 * dayMs));
  });

  it('uses the teacher’s own thresholds', async () => {
    const scene = await lifecycleScene();
    await db.retentionSettings.create({
      data: { teacherId: scene.teacher.id, gapDays: 30, atRiskDays: 40, churnDays: 100 },
    });
    const ana = await scene.student();
    await scene.completed(ana.id, 70);
    expect((await run(scene.teacher.id)).written).toEqual({ gap_detected: 1 });
    const bea = await scene.student();
    await scene.completed(bea.id, 25);
    expect((await run(scene.teacher.id)).written).toEqual({});
  });

  it('writes a streak of 4 consecutive weeks from the latest run of weeks only, once', async () => {
    const scene = await lifecycleScene();
    const ana = await scene.student();
    // An older run of 5 weeks, a break, then Mondays 23 Nov, 16 Nov, 9 Nov and 2 Nov (now is Wed 25 Nov).
    for (const week of [14, 13, 12, 11, 10]) await scene.completed(ana.id, week * 7 + 2);
    const recent = [];
    for (const day of [23, 16, 9, 2]) recent.push(await scene.completed(ana.id, day));
    const result = await run(scene.teacher.id);
    expect(result.written.streak_achieved).toBe(1);
    const [streak] = await scene.eventsOf(ana.id, 'streak_achieved');
    expect(streak!.metadata).toMatchObject({ weeks: 4, streakStart: '2026-11-02', key: 'weeks:4:from:2026-11-02' });
    expect(streak!.occurredAt).toEqual(recent[3]!.startUtc);
    expect((await run(scene.teacher.id)).written).toEqual({});
  });

  it('writes milestones at the 10th and 25th completed session, dated by that session', async () => {
    const scene = await lifecycleScene();
    const ana = await scene.student();
    const sessions = [];
    for (let i = 26; i >= 1; i -= 1) sessions.push(await scene.completed(ana.id, i));
    expect((await run(scene.teacher.id)).written).toMatchObject({ milestone_reached: 2 });
    const milestones = await scene.eventsOf(ana.id, 'milestone_reached');
    expect(milestones.map((event) => (event.metadata as { sessions: number }).sessions)).toEqual([10, 25]);
    expect(milestones[0]!.occurredAt).toEqual(sessions[9]!.startUtc);
  });

  it('writes trial_completed for a completed trial whose completion did not, once', async () => {
    const scene = await lifecycleScene();
    const ana = await scene.student();
    const bea = await scene.student();
    const trial = await scene.completed(ana.id, 3, { isTrialSession: true });
    const recorded = await scene.completed(bea.id, 3, { isTrialSession: true });
    // completeSession writes it with metadata { sessionId } and no key: that counts.
    await db.studentLifecycleEvent.create({
      data: {
        teacherId: scene.teacher.id,
        studentId: bea.id,
        type: 'trial_completed',
        metadata: { sessionId: recorded.id },
      },
    });
    expect((await run(scene.teacher.id)).written).toEqual({ trial_completed: 1 });
    expect((await scene.eventsOf(ana.id, 'trial_completed'))[0]!.metadata).toMatchObject({ sessionId: trial.id });
  });

  it('detects nothing for soft-deleted or erased students', async () => {
    const scene = await lifecycleScene();
    const gone = await scene.student({ deletedAt: daysAgo(1) });
    const erased = await scene.student({ anonymizedAt: daysAgo(1) });
    for (const id of [gone.id, erased.id]) await scene.completed(id, 80, { isTrialSession: true });
    expect((await run(scene.teacher.id)).written).toEqual({});
  });
});

describe('detectLifecycleEvents: enrollments', () => {
  it('writes enrollment_expiring within 7 days only, and not for subscriptions', async () => {
    const scene = await lifecycleScene();
    const ana = await scene.student();
    const base = { teacherId: scene.teacher.id, serviceId: scene.service.id, studentId: ana.id };
    const soon = await createEnrollment({ ...base, validUntil: new Date(now.getTime() + 3 * dayMs) });
    await createEnrollment({ ...base, validUntil: new Date(now.getTime() + 8 * dayMs) });
    await createEnrollment({
      ...base,
      validUntil: new Date(now.getTime() + 2 * dayMs),
      pspSubscriptionId: `sub_${ana.id}`,
    });
    expect((await run(scene.teacher.id)).written).toEqual({ enrollment_expiring: 1 });
    expect((await scene.eventsOf(ana.id))[0]!.metadata).toMatchObject({ enrollmentId: soon.id });
  });

  it('moves an active enrollment past validUntil to expired with enrollment_expired, once', async () => {
    const scene = await lifecycleScene();
    const ana = await scene.student();
    const base = { teacherId: scene.teacher.id, serviceId: scene.service.id, studentId: ana.id };
    const validUntil = daysAgo(1);
    const past = await createEnrollment({ ...base, validUntil });
    const cancelled = await createEnrollment({ ...base, validUntil, status: 'cancelled' });
    expect(await run(scene.teacher.id)).toEqual({ written: { enrollment_expired: 1 }, expired: 1 });
    expect((await db.enrollment.findUniqueOrThrow({ where: { id: past.id } })).status).toBe('expired');
    expect((await db.enrollment.findUniqueOrThrow({ where: { id: cancelled.id } })).status).toBe('cancelled');
    const [event] = await scene.eventsOf(ana.id, 'enrollment_expired');
    expect(event!.occurredAt).toEqual(validUntil);
    expect(await run(scene.teacher.id)).toEqual({ written: {}, expired: 0 });
  });
});

describe('detectLifecycleEvents: idempotence and cost', () => {
  it('a second run the same day writes nothing, and the statements do not grow with the roster', async () => {
    const scene = await lifecycleScene();
    const history = async () => {
      const student = await scene.student();
      await scene.completed(student.id, 80);
      await createEnrollment({
        teacherId: scene.teacher.id,
        serviceId: scene.service.id,
        studentId: student.id,
        validUntil: new Date(now.getTime() + dayMs),
      });
    };
    await history();
    const small = await countQueries(() => run(scene.teacher.id));
    for (let i = 0; i < 5; i += 1) await history();
    const first = await countQueries(() => run(scene.teacher.id));
    expect(first.result.written).toEqual({ gap_detected: 5, churn_detected: 5, enrollment_expiring: 5 });
    expect(first.count).toBe(small.count);
    const total = await db.studentLifecycleEvent.count({ where: { teacherId: scene.teacher.id } });
    expect((await run(scene.teacher.id)).written).toEqual({});
    expect(await db.studentLifecycleEvent.count({ where: { teacherId: scene.teacher.id } })).toBe(total);
  });

  it('touches only its own teacher', async () => {
    const scene = await lifecycleScene();
    const other = await lifecycleScene();
    const ana = await other.student();
    await other.completed(ana.id, 80);
    await createStudent({ teacherId: scene.teacher.id });
    expect((await run(scene.teacher.id)).written).toEqual({});
    expect(await other.eventsOf(ana.id)).toEqual([]);
  });
});
