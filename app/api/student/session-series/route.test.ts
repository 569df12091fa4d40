import { describe, expect, it } from 'vitest';
import { db } from '@/lib/core/db';
import { createCancellationPolicy } from '@/test/factories';
import { callRoute } from '@/test/http';
import { credits, madridAt, setUpStudent } from '@/test/api/student/session-routes';
import { POST as cancelRoute } from './[id]/cancel/route';
import { POST as previewRoute } from './preview/route';
import { POST as createRoute } from './route';

const path = '/api/student/session-series';
const week = 7 * 86_400_000;
/** Three Mondays at `time` Madrid (the factory teacher works 09:00-13:00, 15:00-19:00). */
// Madrid's summer time could fall between the Mondays: keep the wall-clock time, not 7 x 24 hours.
const mondaysAt = (time = '10:00') => {
  const first = madridAt(time);
  return [0, 1, 2].map((n) => ({
    startUtc: madridAt(time, new Date(first.getTime() + n * week).toISOString().slice(0, 10)).toISOString(),
  }));
};

async function allowedScene(creditCount = 10) {
  const scene = await setUpStudent({ credits: creditCount });
  await db.service.update({ where: { id: scene.service.id }, data: { allowsRecurring: true } });
  return scene;
}

const create = (cookie: string, body: unknown) => callRoute(createRoute, { method: 'POST', path, cookie, body });

describe('/api/student/session-series', () => {
  it('refuses a service that does not allow series with 403, and books nothing', async () => {
    const { service, cookie, teacher } = await setUpStudent();
    const preview = await callRoute(previewRoute, {
      method: 'POST',
      path: `${path}/preview`,
      cookie,
      body: { serviceId: service.id, startUtc: mondaysAt()[0]!.startUtc, frequency: 'weekly', count: 3 },
    });
    expect(preview.status).toBe(403);
    expect(preview.json.error.code).toBe('FORBIDDEN');
    const booked = await create(cookie, {
      serviceId: service.id,
      frequency: 'weekly',
      occurrences: mondaysAt(),
      consentAccepted: true,
    });
    expect(booked.status).toBe(403);
    expect(await db.session.count({ where: { teacherId: teacher.id } })).toBe(0);
  });

  it('books a series where allowed, a credit per lesson; outside the hours is 409 naming the lesson', async () => {
    const { service, cookie, enrollment } = await allowedScene();
    const preview = await callRoute(previewRoute, {
      method: 'POST',
      path: `${path}/preview`,
      cookie,
      body: { serviceId: service.id, startUtc: mondaysAt('13:30')[0]!.startUtc, frequency: 'weekly', count: 2 },
    });
    // 13:30 is the teacher's lunch break: not bookable by a student.
    expect(preview.json.occurrences.map((o: { conflict?: { kind: string } }) => o.conflict?.kind)).toEqual([
      'unavailable',
      'unavailable',
    ]);
    const refused = await create(cookie, {
      serviceId: service.id,
      frequency: 'weekly',
      occurrences: [mondaysAt()[0], mondaysAt('13:30')[1]],
      consentAccepted: true,
    });
    expect(refused.status).toBe(409);
    expect(refused.json.error.details).toEqual([{ path: 'occurrences.1', message: 'This time is not free' }]);

    const booked = await create(cookie, {
      serviceId: service.id,
      frequency: 'weekly',
      occurrences: mondaysAt(),
      consentAccepted: true,
    });
    expect(booked.status).toBe(201);
    expect(booked.json).toMatchObject({ createdBy: 'student', localTime: '10:00', weekday: 1 });
    expect(await credits(enrollment!.id)).toMatchObject({ sessionsScheduled: 3 });
  });

  it('refuses a series longer than the credits with 422 NO_CREDITS, and writes nothing', async () => {
    const { service, cookie, enrollment, teacher } = await allowedScene(2);
    const refused = await create(cookie, {
      serviceId: service.id,
      frequency: 'weekly',
      occurrences: mondaysAt(),
      consentAccepted: true,
    });
    expect(refused.status).toBe(422);
    expect(refused.json.error.code).toBe('NO_CREDITS');
    expect(await db.session.count({ where: { teacherId: teacher.id } })).toBe(0);
    expect(await db.sessionSeries.count({ where: { teacherId: teacher.id } })).toBe(0);
    expect(await credits(enrollment!.id)).toMatchObject({ sessionsScheduled: 0 });
  });

  it('cancels from a lesson under the policy, lesson by lesson, reporting the refused ones', async () => {
    const { teacher, service, cookie, enrollment } = await allowedScene(3);
    // Block a cancel while the student still has a credit left: the first cancel returns one, so the
    // next lessons are refused. Each decision sees the credits the previous one returned.
    const policy = await createCancellationPolicy({
      teacherId: teacher.id,
      preset: null,
      rules: {
        create: [
          {
            position: 0,
            conditionField: 'sessions_remaining',
            conditionOperator: 'gte',
            conditionValue: 1,
            action: 'block',
            description: 'Use your remaining credit first',
          },
        ],
      },
    });
    await db.service.update({ where: { id: service.id }, data: { cancellationPolicyId: policy.id } });
    const booked = await create(cookie, {
      serviceId: service.id,
      frequency: 'weekly',
      occurrences: mondaysAt(),
      consentAccepted: true,
    });
    expect(booked.status).toBe(201);
    const [first, second, third] = booked.json.occurrences.map((o: { sessionId: string }) => o.sessionId);
    const result = await callRoute(cancelRoute, {
      method: 'POST',
      path: `${path}/${booked.json.id}/cancel`,
      params: { id: booked.json.id },
      cookie,
      body: { fromSessionId: first },
    });
    expect(result.status).toBe(200);
    expect(result.json.cancelled.map((c: { sessionId: string }) => c.sessionId)).toEqual([first]);
    expect(result.json.refused).toEqual([
      expect.objectContaining({ sessionId: second, reason: 'Use your remaining credit first' }),
      expect.objectContaining({ sessionId: third, reason: 'Use your remaining credit first' }),
    ]);
    expect(await credits(enrollment!.id)).toMatchObject({ sessionsScheduled: 2 });

    // Another student's cookie cannot touch the series.
    const stranger = await setUpStudent();
    const foreign = await callRoute(cancelRoute, {
      method: 'POST',
      path,
      params: { id: booked.json.id },
      cookie: stranger.cookie,
      body: { fromSessionId: second },
    });
    expect(foreign.status).toBe(404);
  });
});
