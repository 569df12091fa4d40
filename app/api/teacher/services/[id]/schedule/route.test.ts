import { describe, expect, it } from 'vitest';
import { createService, createTeacher } from '@/test/factories';
import { callRoute, teacherCookie } from '@/test/http';
import { GET, POST } from './route';

const schedulePath = (id: string) => `/api/teacher/services/${id}/schedule`;

describe('/api/teacher/services/:id/schedule', () => {
  it('creates items on a course (201) and lists them in sequence', async () => {
    const teacher = await createTeacher();
    const course = await createService({ teacherId: teacher.id, structure: 'course' });
    const cookie = await teacherCookie(teacher.id);
    const add = (body: unknown) =>
      callRoute(POST, { method: 'POST', path: schedulePath(course.id), params: { id: course.id }, body, cookie });
    const live = await add({ type: 'live_session', title: 'Intro', duration: 60 });
    expect(live.status).toBe(201);
    expect(live.json).toMatchObject({ sequence: 1, type: 'live_session', duration: 60 });
    const noDuration = await add({ type: 'live_session', title: 'No duration' });
    expect(noDuration.status).toBe(400);
    expect(noDuration.json.error.details).toEqual([{ path: 'duration', message: 'A live session needs a duration' }]);
    await add({ type: 'milestone', title: 'Done' });
    const listed = await callRoute(GET, { path: schedulePath(course.id), params: { id: course.id }, cookie });
    expect(listed.json.data.map((item: { title: string; sequence: number }) => [item.title, item.sequence])).toEqual([
      ['Intro', 1],
      ['Done', 2],
    ]);
  });

  it('takes and answers the spec-shaped item: duration in minutes (the old durationMinutes is refused)', async () => {
    const teacher = await createTeacher();
    const course = await createService({ teacherId: teacher.id, structure: 'course' });
    const cookie = await teacherCookie(teacher.id);
    const add = (body: unknown) =>
      callRoute(POST, { method: 'POST', path: schedulePath(course.id), params: { id: course.id }, body, cookie });
    // The body an integrator writes from SPEC.md "Service schedule item".
    const created = await add({
      type: 'live_session',
      title: 'Week 1: greetings',
      description: 'Live conversation practice',
      duration: 90,
      isOptional: false,
    });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({ title: 'Week 1: greetings', duration: 90, isOptional: false });
    expect(created.json).not.toHaveProperty('durationMinutes');
    const milestone = await add({ type: 'milestone', title: 'Checkpoint', duration: 30 });
    expect(milestone.json).toMatchObject({ type: 'milestone', duration: null });
    const old = await add({ type: 'live_session', title: 'Old name', durationMinutes: 60 });
    expect(old.status).toBe(400);
    const listed = await callRoute(GET, { path: schedulePath(course.id), params: { id: course.id }, cookie });
    expect(listed.json.data.map((item: { duration: number | null }) => item.duration)).toEqual([90, null]);
  });

  it('refuses a service that is not a course with 422 NOT_A_COURSE, and another teacher with 404', async () => {
    const teacher = await createTeacher();
    const single = await createService({ teacherId: teacher.id, structure: 'single' });
    const course = await createService({ teacherId: teacher.id, structure: 'course' });
    const body = { type: 'milestone', title: 'M' };
    const refused = await callRoute(POST, {
      method: 'POST',
      path: schedulePath(single.id),
      params: { id: single.id },
      body,
      cookie: await teacherCookie(teacher.id),
    });
    expect(refused.status).toBe(422);
    expect(refused.json.error.code).toBe('NOT_A_COURSE');
    const intruderCookie = await teacherCookie((await createTeacher()).id);
    expect(
      (
        await callRoute(POST, {
          method: 'POST',
          path: schedulePath(course.id),
          params: { id: course.id },
          body,
          cookie: intruderCookie,
        })
      ).status,
    ).toBe(404);
    expect(
      (await callRoute(GET, { path: schedulePath(course.id), params: { id: course.id }, cookie: intruderCookie }))
        .status,
    ).toBe(404);
  });
});
