import { describe, expect, it } from 'vitest';
import { db } from '@/lib/core/db';
import { countQueries } from '@/test/count-queries';
import { listAtRiskStudents } from './list-at-risk-students';
import { bulkHistory, now, practice } from '@/test/insights/student-retention/retention-scene';

const page = { page: 1, limit: 20 };

describe('listAtRiskStudents', () => {
  it('lists the practice by risk with the reason, last session, days since, booking and credits', async () => {
    const p = await practice();
    const result = await listAtRiskStudents({ teacherId: p.teacher.id, query: page, now });
    const tied = [p.a.id, p.i.id].sort(); // same last session (I's seat in A's lesson): by id
    expect(result.data.map((row) => [row.studentId, row.reason, row.daysSince])).toEqual([
      [p.b.id, 'at_risk', 46],
      [p.g.id, 'at_risk', 41],
      [p.f.id, 'no_upcoming', 20],
      [tied[0], 'no_upcoming', 5],
      [tied[1], 'no_upcoming', 5],
      [p.h.id, 'no_upcoming', 4],
      [p.c.id, 'churned', 87],
      [p.e.id, 'churned', 112],
    ]);
    // D booked again (not listed), K never held a session, X is deleted, Y inactive.
    expect(result.total).toBe(8);
    const f = result.data.find((row) => row.studentId === p.f.id)!;
    expect(f).toMatchObject({ lastSessionAt: '2026-11-05T10:00:00.000Z', nextSessionAt: null, creditsLeft: 9 });
  });

  it('follows the teacher’s thresholds, filters by reason and paginates', async () => {
    const p = await practice();
    await db.retentionSettings.create({ data: { teacherId: p.teacher.id, atRiskDays: 14, churnDays: 45 } });
    const atRisk = await listAtRiskStudents({ teacherId: p.teacher.id, query: { ...page, reason: 'at_risk' }, now });
    expect(atRisk.data.map((row) => row.studentId)).toEqual([p.g.id, p.f.id]);
    const second = await listAtRiskStudents({ teacherId: p.teacher.id, query: { page: 2, limit: 3 }, now });
    expect(second).toMatchObject({ page: 2, limit: 3, total: 8 });
    expect(second.data).toHaveLength(3);
    const beyond = await listAtRiskStudents({ teacherId: p.teacher.id, query: { page: 9, limit: 3 }, now });
    expect(beyond).toMatchObject({ data: [], total: 8 });
  });

  it('sends the same number of statements for a 10x longer history', async () => {
    const small = await bulkHistory(3);
    const large = await bulkHistory(30);
    const smallRun = await countQueries(() => listAtRiskStudents({ teacherId: small.teacher.id, query: page, now }));
    const largeRun = await countQueries(() => listAtRiskStudents({ teacherId: large.teacher.id, query: page, now }));
    expect(largeRun.count).toBe(smallRun.count);
  });
});
