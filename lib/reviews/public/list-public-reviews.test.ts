import { describe, expect, it } from 'vitest';
import { createReview, createService, createStudent, createTeacher } from '@/test/factories';
import { countQueries } from '@/test/count-queries';
import { listPublicReviews, statsFromCounts } from './list-public-reviews';

const page = { page: 1, limit: 20 };

describe('listPublicReviews', () => {
  it('lists approved reviews newest first with responses and stats; anonymous ones without identity', async () => {
    const teacher = await createTeacher();
    const student = await createStudent({ teacherId: teacher.id });
    const old = await createReview({ teacherId: teacher.id, rating: 4, createdAt: new Date('2026-01-01T00:00:00Z') });
    const anonymous = await createReview({
      teacherId: teacher.id,
      studentId: student.id,
      rating: 2,
      isAnonymous: true,
      reviewerName: 'Should not show',
      reviewerAvatarUrl: 'https://avatars.test/a.png',
      teacherResponse: 'Thank you, I will work on it',
      respondedAt: new Date('2026-02-02T00:00:00Z'),
      createdAt: new Date('2026-02-01T00:00:00Z'),
    });
    await createReview({ teacherId: teacher.id, status: 'pending', rating: 1 });
    await createReview({ teacherId: teacher.id, status: 'hidden', rating: 1 });
    await createReview({ teacherId: teacher.id, status: 'rejected', rating: 1 });

    const result = await listPublicReviews({ slug: teacher.slug, ...page });
    expect(result).toMatchObject({
      page: 1,
      limit: 20,
      total: 2,
      stats: { count: 2, average: 3, distribution: { 1: 0, 2: 1, 3: 0, 4: 1, 5: 0 } },
    });
    expect(result.data.map((review) => review.id)).toEqual([anonymous.id, old.id]);
    expect(result.data[0]).toEqual({
      id: anonymous.id,
      rating: 2,
      content: anonymous.content,
      isAnonymous: true,
      reviewerName: null,
      reviewerAvatarUrl: null,
      teacherResponse: 'Thank you, I will work on it',
      respondedAt: '2026-02-02T00:00:00.000Z',
      source: 'platform',
      externalSource: null,
      createdAt: '2026-02-01T00:00:00.000Z',
      service: null,
    });
    expect(result.data[1]!.reviewerName).toBe(old.reviewerName);
    // Nothing about the student or the session.
    expect(Object.keys(result.data[0]!)).not.toEqual(expect.arrayContaining(['studentId', 'sessionId', 'status']));
  });

  it("narrows to one service's reviews and names only public services", async () => {
    const teacher = await createTeacher();
    const listed = await createService({ teacherId: teacher.id });
    const hidden = await createService({ teacherId: teacher.id, isPrivate: true });
    await createReview({ teacherId: teacher.id, serviceId: listed.id, rating: 5 });
    await createReview({ teacherId: teacher.id, serviceId: hidden.id, rating: 3 });
    const all = await listPublicReviews({ slug: teacher.slug, ...page });
    expect(all.data.map((review) => review.service).sort()).toEqual([{ name: listed.name, slug: listed.slug }, null]);
    const one = await listPublicReviews({ slug: teacher.slug, serviceSlug: listed.slug, ...page });
    expect(one).toMatchObject({ total: 1, stats: { count: 1, average: 5 } });
    await expect(listPublicReviews({ slug: teacher.slug, serviceSlug: hidden.slug, ...page })).rejects.toMatchObject({
      status: 404,
    });
  });

  it("keeps to the slug's teacher; an unknown or deleted teacher is 404", async () => {
    const [a, b] = await Promise.all([createTeacher(), createTeacher()]);
    await createReview({ teacherId: a.id });
    expect((await listPublicReviews({ slug: b.slug, ...page })).total).toBe(0);
    const other = await createService({ teacherId: a.id });
    await expect(listPublicReviews({ slug: b.slug, serviceSlug: other.slug, ...page })).rejects.toMatchObject({
      status: 404,
    });
    await expect(listPublicReviews({ slug: 'nobody-here', ...page })).rejects.toMatchObject({ status: 404 });
    const gone = await createTeacher({ deletedAt: new Date() });
    await expect(listPublicReviews({ slug: gone.slug, ...page })).rejects.toMatchObject({ status: 404 });
  });

  it('pages, and sends the same statements for 2 reviews as for 60', async () => {
    const teacher = await createTeacher();
    const service = await createService({ teacherId: teacher.id });
    const statements = async () =>
      (await countQueries(() => listPublicReviews({ slug: teacher.slug, page: 1, limit: 100 }))).count;
    await Promise.all([1, 2].map(() => createReview({ teacherId: teacher.id, serviceId: service.id })));
    const few = await statements();
    await Promise.all(
      Array.from({ length: 58 }, (_, index) =>
        createReview({ teacherId: teacher.id, serviceId: service.id, rating: (index % 5) + 1 }),
      ),
    );
    expect(await statements()).toBe(few);
    const second = await listPublicReviews({ slug: teacher.slug, page: 2, limit: 25 });
    expect(second).toMatchObject({ page: 2, limit: 25, total: 60 });
    expect(second.data).toHaveLength(25);
  });
});

describe('statsFromCounts', () => {
  it('averages to one decimal, null without reviews', () => {
    expect(statsFromCounts([])).toEqual({ count: 0, average: null, distribution: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 } });
    expect(
      statsFromCounts([
        { rating: 5, count: 2 },
        { rating: 4, count: 1 },
      ]),
    ).toMatchObject({ count: 3, average: 4.7 });
  });
});
