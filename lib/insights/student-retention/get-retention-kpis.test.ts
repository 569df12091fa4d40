import { describe, expect, it } from 'vitest';
import { db } from '@/lib/core/db';
import { createService, createSession, createTeacher } from '@/test/factories';
import { countQueries } from '@/test/count-queries';
import { getRetentionKpis } from './get-retention-kpis';
import { bulkHistory, now, practice, retentionScene } from '@/test/insights/student-retention/retention-scene';

describe('getRetentionKpis', () => {
  it('answers the hand-computed figures of both 30-day periods', async () => {
    const { teacher } = await practice();
    // Another teacher's history never counts.
    const other = await createTeacher();
    const otherService = await createService({ teacherId: other.id });
    await createSession({
      teacherId: other.id,
      serviceId: otherService.id,
      startUtc: new Date('2026-11-01T10:00Z'),
      status: 'completed',
    });

    const kpis = await getRetentionKpis({ teacherId: teacher.id, period: '30d', now });
    expect(kpis).toEqual({
      period: '30d',
      from: '2026-10-27T00:00:00.000Z',
      to: '2026-11-26T00:00:00.000Z',
      thresholds: { atRiskDays: 21, churnDays: 60 },
      // previous-period actives A B G I X: A and I came back (2/5); before: A C, A came back (1/2)
      retentionRate: { value: 40, previous: 50, change: -20 },
      // C crossed 60 days on 29 Oct; E on 4 Oct
      churned: { value: 1, previous: 1, change: 0 },
      // now B (46 days) and G (41), not X (deleted); 30 days ago A, C and I
      atRisk: { value: 2, previous: 3, change: -33.3 },
      // D came back on 15 Nov after 137 days
      reactivated: { value: 1, previous: 0, change: null },
      // 6 completed sessions (A 2, D, F, H, I's seat) by 5 students; before 5 by 5
      meanFrequency: { value: 1.2, previous: 1, change: 20 },
      // F converted, H not; before G (pending payment) not
      trialConversion: { value: 50, previous: 0, change: null },
    });
  });

  it('uses the teacher’s thresholds', async () => {
    const { teacher } = await practice();
    await db.retentionSettings.create({ data: { teacherId: teacher.id, atRiskDays: 14 } });
    const kpis = await getRetentionKpis({ teacherId: teacher.id, period: '30d', now });
    // now F (20 days) joins B and G; 30 days ago (26 Oct 12:00) B (16 days) joins A, C and I
    expect(kpis.thresholds).toEqual({ atRiskDays: 14, churnDays: 60 });
    expect(kpis.atRisk).toEqual({ value: 3, previous: 4, change: -25 });
  });

  it('counts a seat of the primary student once, leaves inactive students out of at risk, counts a paid trial', async () => {
    const { teacher, student, session, enroll } = await retentionScene();
    const [p, q, t] = [await student(), await student({ status: 'inactive' }), await student({ status: 'trial' })];
    const own = await session(p.id, '2026-10-30T10:00');
    await db.sessionParticipant.create({
      data: { teacherId: teacher.id, sessionId: own.id, studentId: p.id, status: 'completed' },
    });
    await session(q.id, '2026-10-31T10:00');
    await session(t.id, '2026-11-01T10:00', 'completed', true);
    const paid = await enroll(t.id, 'active');
    await db.enrollment.update({ where: { id: paid.id }, data: { status: 'cancelled' } });
    const kpis = await getRetentionKpis({ teacherId: teacher.id, period: '30d', now });
    expect(kpis.meanFrequency.value).toBe(1); // 3 sessions, 3 students
    expect(kpis.atRisk.value).toBe(2); // P (26 days) and T (24), not Q (inactive)
    expect(kpis.trialConversion.value).toBe(100); // enrolled and paid, cancelled later
  });

  it('answers nulls, not errors, for an empty practice', async () => {
    const { teacher } = await retentionScene();
    const kpis = await getRetentionKpis({ teacherId: teacher.id, period: '12m', now });
    expect(kpis.retentionRate).toEqual({ value: null, previous: null, change: null });
    expect(kpis.meanFrequency).toEqual({ value: null, previous: null, change: null });
    expect(kpis.churned).toEqual({ value: 0, previous: 0, change: null });
  });

  it('counts months and days in the teacher’s zone (12m = 365 local days)', async () => {
    const { teacher, student, session } = await retentionScene('Pacific/Auckland');
    const s = await student();
    // now is 26 Nov 01:00 in Auckland: the period is the local days 27 Nov 2025 - 26 Nov 2026.
    // 2025-11-26T11:30Z is 27 Nov 00:30 there (this period), 10:30Z is 26 Nov 23:30 (the previous one)
    await session(s.id, '2025-11-26T11:30');
    await session(s.id, '2025-11-26T10:00');
    const kpis = await getRetentionKpis({ teacherId: teacher.id, period: '12m', now });
    expect(kpis.from).toBe('2025-11-26T11:00:00.000Z');
    expect(kpis.retentionRate).toEqual({ value: 100, previous: null, change: null });
    expect(kpis.meanFrequency).toEqual({ value: 0.08, previous: 0.08, change: 0 });
  });

  it('sends the same number of statements for a 10x longer history', async () => {
    const small = await bulkHistory(3);
    const large = await bulkHistory(30);
    const smallRun = await countQueries(() => getRetentionKpis({ teacherId: small.teacher.id, period: '90d', now }));
    const largeRun = await countQueries(() => getRetentionKpis({ teacherId: large.teacher.id, period: '90d', now }));
    expect(largeRun.count).toBe(smallRun.count);
    expect(largeRun.count).toBeLessThanOrEqual(3);
  });
});
