import { db } from '@/lib/core/db';
import { dayMs } from '@/lib/core/time';
import {
  createLessonTemplate,
  createResource,
  createReview,
  createService,
  createSession,
  createStudent,
  createTag,
  createTeacher,
} from '@/test/factories';

/** Wed 2026-11-25 13:00 in Auckland (NZDT, +13): the 30-day period starts at local 2026-10-27 00:00 = 10-26 11:00Z. */
export const fixtureNow = new Date('2026-11-25T00:00:00Z');
const at = (iso: string) => new Date(iso);
const hourMs = dayMs / 24;

/**
 * The hand-computed practice of decision 0051's tests (figures worked out in content-analytics.test.ts).
 * Teacher in Pacific/Auckland; templates A "Past tense drills" (grammar+verbs; Grammar, Speaking),
 * B "Listening lab" (grammar+listening; Listening, Grammar), C "Free talk" (listening only), D deleted.
 */
export async function createContentFixture() {
  const teacher = await createTeacher({ timezone: 'Pacific/Auckland' });
  const teacherId = teacher.id;
  const service = await createService({ teacherId });
  const [s1, s2, s3] = [
    await createStudent({ teacherId }),
    await createStudent({ teacherId }),
    await createStudent({ teacherId }),
  ];
  const [grammar, verbs, listening] = [
    await createTag({ teacherId, name: 'grammar' }),
    await createTag({ teacherId, name: 'verbs' }),
    await createTag({ teacherId, name: 'listening' }),
  ];
  const a = await createLessonTemplate({ teacherId, name: 'Past tense drills', categories: ['Grammar', 'Speaking'] });
  const b = await createLessonTemplate({ teacherId, name: 'Listening lab', categories: ['Listening', 'Grammar'] });
  const c = await createLessonTemplate({ teacherId, name: 'Free talk' });
  const d = await createLessonTemplate({
    teacherId,
    name: 'Old one',
    categories: ['Old'],
    deletedAt: at('2026-11-20T00:00:00Z'),
  });
  await db.templateTag.createMany({
    data: [
      { templateId: a.id, tagId: grammar.id },
      { templateId: a.id, tagId: verbs.id },
      { templateId: b.id, tagId: grammar.id },
      { templateId: b.id, tagId: listening.id },
      { templateId: c.id, tagId: listening.id },
      { templateId: d.id, tagId: grammar.id },
      { templateId: d.id, tagId: verbs.id },
    ],
  });
  const r1 = await createResource({ teacherId, type: 'material' });
  const r2 = await createResource({ teacherId, type: 'material' });
  const r3 = await createResource({ teacherId, type: 'homework' });

  const session = (
    iso: string,
    studentId: string,
    status:
      | 'completed'
      | 'no_show'
      | 'cancelled'
      | 'pending_review'
      | 'scheduled'
      | 'hold'
      | 'rejected'
      | 'expired'
      | 'pending_confirmation',
  ) => createSession({ teacherId, serviceId: service.id, studentId, startUtc: at(iso), status });
  const S11 = await session('2026-10-26T10:30:00Z', s1.id, 'completed'); // local 10-26 23:30: before the 30 days
  const S12 = await session('2026-10-26T11:30:00Z', s3.id, 'completed'); // local 10-27 00:30: inside
  const S1 = await session('2026-11-01T10:00:00Z', s1.id, 'completed');
  const S2 = await session('2026-11-05T10:00:00Z', s1.id, 'completed');
  const S3 = await session('2026-11-08T10:00:00Z', s2.id, 'no_show');
  const S4 = await session('2026-11-10T10:00:00Z', s2.id, 'cancelled');
  const S5 = await session('2026-11-12T10:00:00Z', s3.id, 'completed');
  await session('2026-11-14T10:00:00Z', s1.id, 'cancelled'); // S6
  const S7 = await session('2026-11-18T10:00:00Z', s2.id, 'completed');
  await session('2026-11-19T10:00:00Z', s1.id, 'completed'); // S13: exactly 14 days after S2
  await session('2026-11-20T10:00:00Z', s3.id, 'pending_review'); // S8
  const S9 = await session('2026-11-24T10:00:00Z', s2.id, 'hold');
  await session('2026-12-10T10:00:00Z', s2.id, 'scheduled'); // S10: after the period, 22 days after S7
  // Never lessons (not uses, not rebookings): a rejected request and an expired checkout of s2 after S7.
  const S14 = await session('2026-11-21T10:00:00Z', s2.id, 'rejected');
  const S15 = await session('2026-11-22T10:00:00Z', s2.id, 'expired');
  // A request not yet confirmed: not a use, but a booking (s3 is rebooked by S8 already).
  const S16 = await session('2026-11-23T10:00:00Z', s3.id, 'pending_confirmation');

  await db.sessionTemplate.createMany({
    data: [
      ...[S11, S1, S2, S3, S4, S9, S14, S15, S16].map((s) => ({ sessionId: s.id, templateId: a.id })),
      ...[S4, S5].map((s) => ({ sessionId: s.id, templateId: b.id })),
      { sessionId: S7.id, templateId: c.id },
      { sessionId: S12.id, templateId: d.id },
    ],
  });
  await db.sessionResource.createMany({
    data: [
      { sessionId: S1.id, resourceId: r1.id },
      { sessionId: S1.id, resourceId: r2.id },
      { sessionId: S2.id, resourceId: r3.id },
      { sessionId: S5.id, resourceId: r1.id },
      { sessionId: S9.id, resourceId: r3.id },
    ],
  });
  await createReview({ teacherId, sessionId: S1.id, studentId: s1.id, rating: 5 });
  await createReview({ teacherId, sessionId: S2.id, studentId: s1.id, rating: 3 });
  await createReview({ teacherId, sessionId: S5.id, studentId: s3.id, rating: 4, status: 'pending' });
  return { teacher, templates: { a, b, c, d }, tags: { grammar, verbs, listening } };
}

/**
 * A practice ten times the fixture's size (the same shapes, more rows) for the statement counts:
 * `sessions` sessions over the last 80 days, each with a template and a resource.
 */
export async function createLargeContentPractice(sessions = 200) {
  const teacher = await createTeacher({ timezone: 'Pacific/Auckland' });
  const teacherId = teacher.id;
  const service = await createService({ teacherId });
  const students = await Promise.all(Array.from({ length: 20 }, () => createStudent({ teacherId })));
  const templates = await Promise.all(
    ['One', 'Two', 'Three'].map((name) => createLessonTemplate({ teacherId, name, categories: [name, 'Shared'] })),
  );
  const tags = await Promise.all(['t1', 't2', 't3'].map((name) => createTag({ teacherId, name })));
  await db.templateTag.createMany({
    data: templates.flatMap((t) => tags.map((tag) => ({ templateId: t.id, tagId: tag.id }))),
  });
  const resources = await Promise.all(
    (['material', 'homework', 'reference'] as const).map((type) => createResource({ teacherId, type })),
  );
  const statuses = ['completed', 'completed', 'no_show', 'cancelled', 'scheduled'] as const;
  const rows = Array.from({ length: sessions }, (_, index) => {
    const start = fixtureNow.getTime() - 80 * dayMs + index * 8 * hourMs;
    return {
      teacherId,
      serviceId: service.id,
      studentId: students[index % students.length]!.id,
      startUtc: new Date(start),
      endUtc: new Date(start + hourMs),
      status: statuses[index % statuses.length]!,
    };
  });
  const created = await db.session.createManyAndReturn({ data: rows, select: { id: true } });
  await db.sessionTemplate.createMany({
    data: created.map((s, index) => ({ sessionId: s.id, templateId: templates[index % templates.length]!.id })),
  });
  await db.sessionResource.createMany({
    data: created.map((s, index) => ({ sessionId: s.id, resourceId: resources[index % resources.length]!.id })),
  });
  return { teacher, templates };
}
