import { describe, expect, it } from 'vitest';
import { db } from '@/lib/core/db';
import { countQueries } from '@/test/count-queries';
import {
  createEnrollment,
  createReview,
  createService,
  createSession,
  createStudent,
  createTeacher,
} from '@/test/factories';
import { contentInsightAction, getSmartActions } from './get-smart-actions';
import { ZSmartActions, type TSmartAction } from './schemas';

const now = new Date('2031-06-15T12:00:00Z');
const hourMs = 3_600_000;
const dayMs = 24 * hourMs;
const fromNow = (ms: number) => new Date(now.getTime() + ms);

async function practice() {
  const teacher = await createTeacher({ timezone: 'Europe/Madrid' });
  const service = await createService({ teacherId: teacher.id });
  return { teacher, service };
}

async function actionsOf(teacherId: string) {
  const actions = await getSmartActions({ teacherId, now });
  expect(ZSmartActions.parse(actions)).toEqual(actions);
  return actions;
}
const find = (actions: TSmartAction[], type: TSmartAction['type']) => actions.find((action) => action.type === type);

describe('getSmartActions: each condition and priority', () => {
  it('answers nothing for a practice with nothing to do', async () => {
    const { teacher } = await practice();
    expect(await actionsOf(teacher.id)).toEqual([]);
  });

  it('pending_trials (high): trial sessions awaiting confirmation only', async () => {
    const { teacher, service } = await practice();
    const student = await createStudent({ teacherId: teacher.id, status: 'trial' });
    const session = (ms: number, status: 'pending_confirmation' | 'scheduled', isTrialSession: boolean) =>
      createSession({
        teacherId: teacher.id,
        serviceId: service.id,
        studentId: student.id,
        startUtc: fromNow(ms),
        status,
        isTrialSession,
      });
    await session(dayMs, 'pending_confirmation', true);
    await session(2 * dayMs, 'pending_confirmation', true);
    await session(3 * dayMs, 'pending_confirmation', false);
    await session(4 * dayMs, 'scheduled', true);
    expect(find(await actionsOf(teacher.id), 'pending_trials')).toEqual({
      type: 'pending_trials',
      count: 2,
      priority: 'high',
      href: '/teacher/sessions?status=pending_confirmation',
    });
  });

  it('expiring_credits (high): active enrollments valid for less than 7 more days', async () => {
    const { teacher, service } = await practice();
    const student = await createStudent({ teacherId: teacher.id, status: 'inactive' });
    const enroll = (validUntil: Date | null, status: 'active' | 'expired' = 'active') =>
      createEnrollment({ teacherId: teacher.id, serviceId: service.id, studentId: student.id, validUntil, status });
    await enroll(fromNow(hourMs));
    await enroll(fromNow(7 * dayMs - 60_000));
    await enroll(fromNow(7 * dayMs)); // exactly 7 days: not less than
    await enroll(fromNow(-hourMs)); // already past
    await enroll(null);
    await enroll(fromNow(2 * dayMs), 'expired');
    expect(find(await actionsOf(teacher.id), 'expiring_credits')).toMatchObject({ count: 2, priority: 'high' });
  });

  it('no_upcoming (medium): active students without a future scheduled session, led or joined', async () => {
    const { teacher, service } = await practice();
    const student = () => createStudent({ teacherId: teacher.id, status: 'active' });
    const session = (
      studentId: string | null,
      ms: number,
      status: 'scheduled' | 'pending_confirmation' | 'cancelled' | 'completed',
    ) => createSession({ teacherId: teacher.id, serviceId: service.id, studentId, startUtc: fromNow(ms), status });
    const booked = await student();
    await session(booked.id, dayMs, 'scheduled');
    const joined = await student();
    const group = await session(null, 2 * dayMs, 'scheduled');
    await db.sessionParticipant.create({
      data: { teacherId: teacher.id, sessionId: group.id, studentId: joined.id, status: 'scheduled' },
    });
    const pastOnly = await student(); // counts
    await session(pastOnly.id, -dayMs, 'completed');
    const awaiting = await student(); // counts: not confirmed yet
    await session(awaiting.id, 3 * dayMs, 'pending_confirmation');
    const cancelled = await student(); // counts
    await session(cancelled.id, 4 * dayMs, 'cancelled');
    const leftGroup = await student(); // counts: cancelled their seat
    const other = await session(null, 5 * dayMs, 'scheduled');
    await db.sessionParticipant.create({
      data: { teacherId: teacher.id, sessionId: other.id, studentId: leftGroup.id, status: 'cancelled' },
    });
    await student(); // counts: nothing at all
    await createStudent({ teacherId: teacher.id, status: 'active', deletedAt: now }); // deleted: never
    await createStudent({ teacherId: teacher.id, status: 'trial' }); // not active
    expect(find(await actionsOf(teacher.id), 'no_upcoming')).toEqual({
      type: 'no_upcoming',
      count: 5,
      priority: 'medium',
      href: '/teacher/students?status=active',
    });
  });

  it('at_risk (high): students with a gap_detected event in the last 90 days', async () => {
    const { teacher } = await practice();
    const event = (studentId: string, type: 'gap_detected' | 'churn_detected', daysAgo: number) =>
      db.studentLifecycleEvent.create({
        data: { teacherId: teacher.id, studentId, type, occurredAt: fromNow(-daysAgo * dayMs) },
      });
    const twice = await createStudent({ teacherId: teacher.id, status: 'inactive' });
    await event(twice.id, 'gap_detected', 10);
    await event(twice.id, 'gap_detected', 20);
    const recent = await createStudent({ teacherId: teacher.id, status: 'inactive' });
    await event(recent.id, 'gap_detected', 89);
    const old = await createStudent({ teacherId: teacher.id, status: 'inactive' });
    await event(old.id, 'gap_detected', 91);
    const churned = await createStudent({ teacherId: teacher.id, status: 'inactive' });
    await event(churned.id, 'churn_detected', 5);
    const gone = await createStudent({ teacherId: teacher.id, status: 'inactive', deletedAt: now });
    await event(gone.id, 'gap_detected', 5);
    expect(find(await actionsOf(teacher.id), 'at_risk')).toEqual({
      type: 'at_risk',
      count: 2,
      priority: 'high',
      href: '/teacher/insights',
    });
  });

  it('unconverted_trials (medium): trials completed in the last 30 days without an active or completed enrollment', async () => {
    const { teacher, service } = await practice();
    let slot = 0;
    const trial = async (
      daysAgo: number,
      status: 'completed' | 'no_show' = 'completed',
      enrollment?: 'active' | 'completed' | 'pending_payment' | 'cancelled',
    ) => {
      const student = await createStudent({ teacherId: teacher.id, status: 'inactive' });
      await createSession({
        teacherId: teacher.id,
        serviceId: service.id,
        studentId: student.id,
        startUtc: fromNow(-daysAgo * dayMs + slot++ * 2 * hourMs),
        status,
        isTrialSession: true,
      });
      if (enrollment) {
        await createEnrollment({
          teacherId: teacher.id,
          serviceId: service.id,
          studentId: student.id,
          status: enrollment,
        });
      }
      return student;
    };
    const twoTrials = await trial(3); // counts once
    await createSession({
      teacherId: teacher.id,
      serviceId: service.id,
      studentId: twoTrials.id,
      startUtc: fromNow(-10 * dayMs),
      status: 'completed',
      isTrialSession: true,
    });
    await trial(29); // counts
    await trial(5, 'completed', 'pending_payment'); // counts: never paid
    await trial(5, 'completed', 'cancelled'); // counts
    await trial(5, 'completed', 'active'); // converted
    await trial(5, 'completed', 'completed'); // converted
    await trial(31); // too old
    await trial(5, 'no_show'); // not completed
    expect(find(await actionsOf(teacher.id), 'unconverted_trials')).toEqual({
      type: 'unconverted_trials',
      count: 4,
      priority: 'medium',
      href: '/teacher/students?status=trial',
    });
  });

  it('inactive_students (low): students with status inactive', async () => {
    const { teacher } = await practice();
    await createStudent({ teacherId: teacher.id, status: 'inactive' });
    await createStudent({ teacherId: teacher.id, status: 'inactive' });
    await createStudent({ teacherId: teacher.id, status: 'inactive', deletedAt: now });
    await createStudent({ teacherId: teacher.id, status: 'trial' });
    expect(await actionsOf(teacher.id)).toEqual([
      { type: 'inactive_students', count: 2, priority: 'low', href: '/teacher/students?status=inactive' },
    ]);
  });

  it('overdue_homework (medium): homework past its due date that an attending student has not marked done', async () => {
    const { teacher, service } = await practice();
    const student = await createStudent({ teacherId: teacher.id });
    const participant = await createStudent({ teacherId: teacher.id });
    const base = { teacherId: teacher.id, serviceId: service.id, studentId: student.id, status: 'completed' as const };
    const homework = { homework: 'Scales', homeworkDueAt: fromNow(-dayMs) };
    await createSession({ ...base, startUtc: fromNow(-3 * dayMs), ...homework }); // counted
    await createSession({ ...base, startUtc: fromNow(-4 * dayMs), ...homework, homeworkDoneAt: fromNow(-2 * dayMs) });
    await createSession({ ...base, startUtc: fromNow(-5 * dayMs), homework: 'Read', homeworkDueAt: fromNow(dayMs) });
    await createSession({ ...base, startUtc: fromNow(-6 * dayMs), homework: 'Undated' });
    await createSession({ ...base, startUtc: fromNow(-7 * dayMs), ...homework, status: 'cancelled' });
    // Done by its main student, still open for a participant: counted.
    const group = await createSession({ ...base, startUtc: fromNow(-8 * dayMs), ...homework, homeworkDoneAt: fromNow(-dayMs) });
    await db.sessionParticipant.create({
      data: { teacherId: teacher.id, sessionId: group.id, studentId: participant.id, status: 'completed' },
    });
    expect(find(await actionsOf(teacher.id), 'overdue_homework')).toEqual({
      type: 'overdue_homework',
      count: 2,
      priority: 'medium',
      href: '/teacher/sessions?status=completed',
    });
  });

  it('unanswered_reviews (medium): approved reviews without a response', async () => {
    const { teacher } = await practice();
    await createReview({ teacherId: teacher.id });
    await createReview({ teacherId: teacher.id, teacherResponse: '   ' });
    await createReview({ teacherId: teacher.id, teacherResponse: 'Thank you!' });
    await createReview({ teacherId: teacher.id, status: 'pending' });
    await createReview({ teacherId: teacher.id, status: 'hidden' });
    expect(await actionsOf(teacher.id)).toEqual([
      { type: 'unanswered_reviews', count: 2, priority: 'medium', href: '/teacher/reviews?answered=false' },
    ]);
  });

  it('content_insight (priority of its most important insight): only from a cache younger than 24 h', async () => {
    const { teacher } = await practice();
    const cache = await db.contentInsightCache.create({
      data: {
        teacherId: teacher.id,
        computedAt: fromNow(-23 * hourMs),
        payload: {
          insights: [
            { message: 'Reading templates lead to more rebookings', priority: 'medium' },
            { message: 'Sessions with a worksheet are completed 20% more often', priority: 'high' },
            { message: 'Tag combination "grammar + speaking" is popular' },
            { nonsense: true },
          ],
        },
      },
    });
    expect(await actionsOf(teacher.id)).toEqual([
      {
        type: 'content_insight',
        count: 3,
        priority: 'high',
        insight: 'Sessions with a worksheet are completed 20% more often',
        href: '/teacher/insights',
      },
    ]);
    await db.contentInsightCache.update({ where: { id: cache.id }, data: { computedAt: fromNow(-25 * hourMs) } });
    expect(await actionsOf(teacher.id)).toEqual([]);
  });

  it('content_insight: absent for a payload without a usable insight', () => {
    expect(contentInsightAction(null)).toBeNull();
    expect(contentInsightAction({ insights: [] })).toBeNull();
    expect(contentInsightAction({ insights: [{ message: '' }, { priority: 'high' }] })).toBeNull();
    expect(contentInsightAction(['not', 'an', 'object'])).toBeNull();
    expect(contentInsightAction({ insights: [{ message: 'One', priority: 'low' }] })).toMatchObject({
      count: 1,
      priority: 'low',
      insight: 'One',
    });
  });
});

describe('getSmartActions: order, tenancy and statements', () => {
  it('orders high > medium > low, then the larger count first, and never counts another teacher', async () => {
    const { teacher, service } = await practice();
    const inactive = await createStudent({ teacherId: teacher.id, status: 'inactive' });
    await createStudent({ teacherId: teacher.id, status: 'inactive' });
    await createStudent({ teacherId: teacher.id, status: 'inactive' }); // low 3
    await createReview({ teacherId: teacher.id }); // medium 1
    await createStudent({ teacherId: teacher.id, status: 'active' });
    await createStudent({ teacherId: teacher.id, status: 'active' }); // no_upcoming medium 2
    await createSession({
      teacherId: teacher.id,
      serviceId: service.id,
      studentId: inactive.id,
      startUtc: fromNow(dayMs),
      status: 'pending_confirmation',
      isTrialSession: true,
    }); // high 1
    for (const hours of [1, 2]) {
      await createEnrollment({
        teacherId: teacher.id,
        serviceId: service.id,
        studentId: inactive.id,
        validUntil: fromNow(hours * hourMs),
      });
    } // high 2

    const other = await practice();
    await createStudent({ teacherId: other.teacher.id, status: 'inactive' });
    await createReview({ teacherId: other.teacher.id });
    await createSession({
      teacherId: other.teacher.id,
      serviceId: other.service.id,
      startUtc: fromNow(dayMs),
      status: 'pending_confirmation',
      isTrialSession: true,
    });
    await db.contentInsightCache.create({
      data: { teacherId: other.teacher.id, computedAt: now, payload: { insights: [{ message: 'Theirs' }] } },
    });

    const actions = await actionsOf(teacher.id);
    expect(actions.map(({ type, count, priority }) => [type, count, priority])).toEqual([
      ['expiring_credits', 2, 'high'],
      ['pending_trials', 1, 'high'],
      ['no_upcoming', 2, 'medium'],
      ['unanswered_reviews', 1, 'medium'],
      ['inactive_students', 3, 'low'],
    ]);
  });

  it('sends one statement whatever the history', async () => {
    const small = await practice();
    await createStudent({ teacherId: small.teacher.id, status: 'inactive' });
    const large = await practice();
    const students = Array.from({ length: 60 }, (_, index) => ({
      id: crypto.randomUUID(),
      teacherId: large.teacher.id,
      name: `Student ${String(index)}`,
      email: `student.${String(index)}.${large.teacher.id}@example.test`,
      status: (['active', 'inactive', 'trial'] as const)[index % 3],
    }));
    await db.student.createMany({ data: students });
    await db.session.createMany({
      data: Array.from({ length: 600 }, (_, index) => {
        const start = now.getTime() + (index - 300) * 6 * hourMs;
        return {
          teacherId: large.teacher.id,
          serviceId: large.service.id,
          studentId: students[index % students.length]!.id,
          startUtc: new Date(start),
          endUtc: new Date(start + hourMs),
          status: start > now.getTime() ? ('scheduled' as const) : ('completed' as const),
          isTrialSession: index % 10 === 0,
        };
      }),
    });
    await db.studentLifecycleEvent.createMany({
      data: students.map((student) => ({
        teacherId: large.teacher.id,
        studentId: student.id,
        type: 'gap_detected' as const,
        occurredAt: now,
      })),
    });
    const smallRun = await countQueries(() => getSmartActions({ teacherId: small.teacher.id, now }));
    const largeRun = await countQueries(() => getSmartActions({ teacherId: large.teacher.id, now }));
    expect(find(largeRun.result, 'at_risk')?.count).toBe(60);
    expect(smallRun.count).toBe(1);
    expect(largeRun.count).toBe(1);
  });
});
