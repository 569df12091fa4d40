import { describe, expect, it } from 'vitest';
import { countQueries } from '@/test/count-queries';
import { getRetentionCohorts } from './get-retention-cohorts';
import { bulkHistory, now, retentionScene } from '@/test/insights/student-retention/retention-scene';

describe('getRetentionCohorts', () => {
  it('builds the matrix by local month of the first session, counting students who leave and come back', async () => {
    // Auckland: now is 26 Nov 01:00 local; months Jun - Nov 2026 there.
    const { teacher, student, session } = await retentionScene('Pacific/Auckland');
    const [s1, s2, s3, s4, s5, s6] = await Promise.all(Array.from({ length: 6 }, () => student()));
    await session(s1!.id, '2026-06-10T00:00');
    await session(s1!.id, '2026-07-05T00:00'); // away in August, back in September
    await session(s1!.id, '2026-09-03T00:00');
    await session(s2!.id, '2026-06-20T00:00');
    await session(s3!.id, '2026-07-15T00:00');
    await session(s3!.id, '2026-08-15T00:00');
    await session(s3!.id, '2026-11-02T00:00');
    await session(s4!.id, '2026-10-31T12:00'); // 1 Nov 01:00 in Auckland: a November cohort
    await session(s5!.id, '2026-05-20T00:00'); // first session before the window: no cohort
    await session(s5!.id, '2026-07-01T00:00');
    await session(s6!.id, '2026-06-25T00:00', 'cancelled'); // not a completed session
    await session(s6!.id, '2026-08-03T00:00');

    const { cohorts } = await getRetentionCohorts({ teacherId: teacher.id, months: 6, now });
    expect(cohorts).toEqual([
      { month: '2026-06', size: 2, retention: [100, 50, 0, 50, 0, 0] },
      { month: '2026-07', size: 1, retention: [100, 100, 0, 0, 100] },
      { month: '2026-08', size: 1, retention: [100, 0, 0, 0] },
      { month: '2026-09', size: 0, retention: [] },
      { month: '2026-10', size: 0, retention: [] },
      { month: '2026-11', size: 1, retention: [100] },
    ]);
  });

  it('covers 12 months when asked', async () => {
    const { teacher, student, session } = await retentionScene();
    const s = await student();
    await session(s.id, '2025-12-01T10:00');
    await session(s.id, '2026-01-10T10:00');
    const { cohorts } = await getRetentionCohorts({ teacherId: teacher.id, months: 12, now });
    expect(cohorts).toHaveLength(12);
    expect(cohorts[0]).toEqual({ month: '2025-12', size: 1, retention: [100, 100, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] });
  });

  it('sends the same number of statements for a 10x longer history', async () => {
    const small = await bulkHistory(3, 300);
    const large = await bulkHistory(30, 300);
    const smallRun = await countQueries(() => getRetentionCohorts({ teacherId: small.teacher.id, months: 12, now }));
    const largeRun = await countQueries(() => getRetentionCohorts({ teacherId: large.teacher.id, months: 12, now }));
    expect(largeRun.count).toBe(smallRun.count);
    expect(largeRun.result.cohorts.reduce((sum, c) => sum + c.size, 0)).toBe(30);
  });
});
