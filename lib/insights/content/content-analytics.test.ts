import { describe, expect, it } from 'vitest';
import { countQueries } from '@/test/count-queries';
import { createContentFixture, createLargeContentPractice, fixtureNow } from '@/test/insights/content/content-practice';
import { getCategoryMetrics } from './get-category-metrics';
import { getContentOverview } from './get-content-overview';
import { getResourceImpact } from './get-resource-impact';
import { getTagCombinations } from './get-tag-combinations';
import { getTemplateDetail } from './get-template-detail';
import { rankTemplates } from './rank-templates';

/*
 * Hand computation (period 30 = local 2026-10-27 .. 2026-11-25 in Auckland = [10-26 11:00Z, 11-25 11:00Z)).
 * Uses: S12 S1 S2 S3 S4 S5 S6 S7 S8 S13 (S11 is 30 minutes before the start; S9 hold, S14 rejected,
 * S15 expired, S16 pending_confirmation never were lessons). Completed: S12 S1 S2 S5 S7 S13.
 * Rebooked (another booking of the student within 14 days after): S1 (S2 after 4 days), S2 (S13 exactly
 * 14 days later; the cancelled S6 does not count), S5 (S8, pending_review). Not: S7 (S9 is a hold, S10
 * 22 days later), S12 (S5 17 days later), S13. Approved ratings: S1 5, S2 3 (S5's is pending).
 */
const period = { days: 30, start: '2026-10-26T11:00:00.000Z', end: '2026-11-25T11:00:00.000Z' };
const m = (
  uses: number,
  completed: number,
  completionRate: number | null,
  rebookingRate: number | null,
  averageRating: number | null,
) => ({
  uses,
  completed,
  completionRate,
  rebookingRate,
  averageRating,
});
const now = fixtureNow;

describe('content analytics on the hand-computed practice', () => {
  it('overview: with a template against without, and the three most used templates', async () => {
    const { teacher, templates } = await createContentFixture();
    const overview = await getContentOverview({ teacherId: teacher.id, query: { period: 30 }, now });
    expect(overview).toEqual({
      period,
      templatesUsed: 3,
      // S12 S1 S2 S3 S4 S5 S7: completed 5 of 7 concluded; rebooked 3 of 5.
      withTemplate: m(7, 5, 71.4, 60, 4),
      // S6 (cancelled) S8 (pending_review) S13: completed 1 of 2 concluded; S13 not rebooked.
      withoutTemplate: m(3, 1, 50, 0, null),
      topTemplates: [
        {
          templateId: templates.a.id,
          name: 'Past tense drills',
          categories: ['Grammar', 'Speaking'],
          ...m(4, 2, 50, 100, 4),
        },
        {
          templateId: templates.b.id,
          name: 'Listening lab',
          categories: ['Listening', 'Grammar'],
          ...m(2, 1, 50, 100, null),
        },
        { templateId: templates.c.id, name: 'Free talk', categories: [], ...m(1, 1, 100, 0, null) },
      ],
    });
  });

  it('ranks templates by uses, completion or rebooking, paginated; the deleted template is left out', async () => {
    const { teacher, templates } = await createContentFixture();
    const rank = async (sort: 'uses' | 'completion' | 'rebooking', page = 1, limit = 20) =>
      rankTemplates({ teacherId: teacher.id, query: { period: 30, sort, page, limit }, now });
    const ids = (result: Awaited<ReturnType<typeof rank>>) => result.data.map((item) => item.templateId);
    const { a, b, c } = templates;
    expect(ids(await rank('uses'))).toEqual([a.id, b.id, c.id]);
    // C completes 100%; A and B tie at 50%, A has more uses.
    expect(ids(await rank('completion'))).toEqual([c.id, a.id, b.id]);
    expect(ids(await rank('rebooking'))).toEqual([a.id, b.id, c.id]);
    const second = await rank('uses', 2, 2);
    expect({ ...second, data: ids(second) }).toEqual({ data: [c.id], page: 2, limit: 2, total: 3, period });
    const past = await rank('uses', 3, 2);
    expect({ data: past.data, total: past.total }).toEqual({ data: [], total: 3 });
  });

  it('compares one template with the teacher’s average over every session of the period', async () => {
    const { teacher, templates, tags } = await createContentFixture();
    const detail = await getTemplateDetail({
      teacherId: teacher.id,
      templateId: templates.a.id,
      query: { period: 30 },
      now,
    });
    expect(detail).toEqual({
      period,
      template: {
        id: templates.a.id,
        name: 'Past tense drills',
        categories: ['Grammar', 'Speaking'],
        tags: [
          { id: tags.grammar.id, name: 'grammar' },
          { id: tags.verbs.id, name: 'verbs' },
        ],
      },
      // S1 S2 S3 (no_show) S4 (cancelled).
      metrics: m(4, 2, 50, 100, 4),
      // All ten uses: 6 completed of 9 concluded (S8 is pending review); 3 of 6 rebooked.
      teacherAverage: m(10, 6, 66.7, 50, 4),
      difference: { completionRate: -16.7, rebookingRate: 50, averageRating: 0 },
    });
  });

  it('another teacher’s template and a deleted template are not found', async () => {
    const { teacher, templates } = await createContentFixture();
    const other = await createContentFixture();
    const query = { period: 30 };
    await expect(
      getTemplateDetail({ teacherId: teacher.id, templateId: other.templates.a.id, query, now }),
    ).rejects.toMatchObject({ status: 404 });
    await expect(
      getTemplateDetail({ teacherId: teacher.id, templateId: templates.d.id, query, now }),
    ).rejects.toMatchObject({ status: 404 });
  });

  it('categories and tag pairs count each session once, without the deleted template', async () => {
    const { teacher, tags } = await createContentFixture();
    const categories = await getCategoryMetrics({ teacherId: teacher.id, query: { period: 30 }, now });
    expect(categories).toEqual({
      period,
      categories: [
        // S4 carries A and B (both Grammar): once.
        { category: 'Grammar', ...m(5, 3, 60, 100, 4) },
        { category: 'Speaking', ...m(4, 2, 50, 100, 4) },
        { category: 'Listening', ...m(2, 1, 50, 100, null) },
      ],
    });
    const pairs = await getTagCombinations({ teacherId: teacher.id, query: { period: 30 }, now });
    expect(pairs).toEqual({
      period,
      combinations: [
        {
          tags: [
            { id: tags.grammar.id, name: 'grammar' },
            { id: tags.verbs.id, name: 'verbs' },
          ],
          ...m(4, 2, 50, 100, 4),
        },
        {
          tags: [
            { id: tags.grammar.id, name: 'grammar' },
            { id: tags.listening.id, name: 'listening' },
          ],
          ...m(2, 1, 50, 100, null),
        },
      ],
    });
  });

  it('resource types: a session with two materials counts once; the hold’s homework is not a use', async () => {
    const { teacher } = await createContentFixture();
    expect(await getResourceImpact({ teacherId: teacher.id, query: { period: 30 }, now })).toEqual({
      period,
      types: [
        { type: 'material', ...m(2, 2, 100, 100, 5) },
        { type: 'homework', ...m(1, 1, 100, 100, 3) },
      ],
    });
  });

  it('every endpoint sends the same number of statements for a 10x larger history', async () => {
    const small = await createContentFixture();
    const large = await createLargeContentPractice();
    const runs = (teacherId: string, templateId: string): (() => Promise<unknown>)[] => [
      () => getContentOverview({ teacherId, query: { period: 90 }, now }),
      () => rankTemplates({ teacherId, query: { period: 90, sort: 'rebooking', page: 1, limit: 20 }, now }),
      () => getTemplateDetail({ teacherId, templateId, query: { period: 90 }, now }),
      () => getResourceImpact({ teacherId, query: { period: 90 }, now }),
      () => getTagCombinations({ teacherId, query: { period: 90 }, now }),
      () => getCategoryMetrics({ teacherId, query: { period: 90 }, now }),
    ];
    const smallRuns = runs(small.teacher.id, small.templates.a.id);
    const largeRuns = runs(large.teacher.id, large.templates[0]!.id);
    for (const [index, run] of smallRuns.entries()) {
      const smallCount = (await countQueries(run)).count;
      const largeRun = await countQueries(largeRuns[index]!);
      expect(largeRun.count, `endpoint ${index}`).toBe(smallCount);
      expect(smallCount, `endpoint ${index}`).toBeLessThanOrEqual(3);
    }
    const overview = await getContentOverview({ teacherId: large.teacher.id, query: { period: 90 }, now });
    expect(overview.withTemplate.uses).toBe(200);
  });
});
