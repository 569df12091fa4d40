import { describe, expect, it } from 'vitest';
import { db } from '@/lib/core/db';
import { NotFoundError } from '@/lib/core/errors';
import { createService, createSession, createTeacher } from '@/test/factories';
import { getPublicServiceDetail } from './get-public-service-detail';

async function addItems(service: { id: string; teacherId: string }, titles: string[]) {
  await db.serviceScheduleItem.createMany({
    data: titles.map((title, index) => ({
      teacherId: service.teacherId,
      serviceId: service.id,
      sequence: titles.length - index,
      type: index === 0 ? ('milestone' as const) : ('live_session' as const),
      title,
      durationMinutes: index === 0 ? null : 45,
    })),
  });
}

describe('getPublicServiceDetail', () => {
  it('gives a course its outline in sequence order, and nothing private', async () => {
    const teacher = await createTeacher();
    const course = await createService({ teacherId: teacher.id, structure: 'course', sessionsIncluded: 3 });
    await addItems(course, ['Third', 'Second', 'First']);
    const detail = await getPublicServiceDetail(teacher.slug, course.slug);
    expect(detail.scheduleItems.map((item) => [item.sequence, item.title])).toEqual([
      [1, 'First'],
      [2, 'Second'],
      [3, 'Third'],
    ]);
    expect(detail.scheduleItems[2]).toMatchObject({ type: 'milestone', duration: null });
    expect(detail).toMatchObject({ sessionsIncluded: 3, teacher: { slug: teacher.slug } });
    expect(Object.keys(detail)).not.toContain('teacherId');
    expect(Object.keys(detail.scheduleItems[0]!)).not.toContain('teacherId');
  });

  it('gives a course its dates: first to last session that takes place (cancelled ones do not count); none for others', async () => {
    const teacher = await createTeacher();
    const course = await createService({ teacherId: teacher.id, structure: 'course' });
    expect((await getPublicServiceDetail(teacher.slug, course.slug)).courseDates).toBeNull();
    const at = (iso: string, status: 'scheduled' | 'completed' | 'cancelled' = 'scheduled') =>
      createSession({ teacherId: teacher.id, serviceId: course.id, startUtc: new Date(iso), status });
    await at('2026-11-09T17:00:00.000Z', 'completed');
    await at('2026-11-16T17:00:00.000Z');
    await at('2026-12-07T17:00:00.000Z');
    await at('2026-11-02T17:00:00.000Z', 'cancelled');
    await at('2026-12-14T17:00:00.000Z', 'cancelled');
    expect((await getPublicServiceDetail(teacher.slug, course.slug)).courseDates).toEqual({
      firstStartsAt: '2026-11-09T17:00:00.000Z',
      lastStartsAt: '2026-12-07T17:00:00.000Z',
    });
    const single = await createService({ teacherId: teacher.id, structure: 'single' });
    await createSession({ teacherId: teacher.id, serviceId: single.id, startUtc: new Date('2026-11-10T09:00:00Z') });
    expect((await getPublicServiceDetail(teacher.slug, single.slug)).courseDates).toBeNull();
  });

  it('leaves the outline out for other structures and follows the public visibility rules', async () => {
    const teacher = await createTeacher();
    const single = await createService({ teacherId: teacher.id, structure: 'single' });
    await addItems(single, ['Left over from a course']);
    expect((await getPublicServiceDetail(teacher.slug, single.slug)).scheduleItems).toEqual([]);

    const draft = await createService({ teacherId: teacher.id, structure: 'course', status: 'draft' });
    const secret = await createService({ teacherId: teacher.id, structure: 'course', isPrivate: true });
    await expect(getPublicServiceDetail(teacher.slug, draft.slug)).rejects.toBeInstanceOf(NotFoundError);
    await expect(getPublicServiceDetail(teacher.slug, secret.slug)).rejects.toBeInstanceOf(NotFoundError);
  });
});
