/** Every figure of overview, metrics, funnel, earnings and journey against the hand-computed practice of test/insights/performance/performance-practice.ts. */
import { describe, expect, it } from 'vitest';
import { exportInsightsCsv } from './export-insights-csv';
import { getInsightsEarnings } from './get-insights-earnings';
import { getInsightsFunnel } from './get-insights-funnel';
import { getInsightsJourney } from './get-insights-journey';
import { getInsightsMetrics } from './get-insights-metrics';
import { getInsightsOverview } from './get-insights-overview';
import { createEnrollment, createService, createSession, createStudent, createTeacher } from '@/test/factories';
import {
  createForeignPractice,
  createPractice,
  practiceNow as now,
} from '@/test/insights/performance/performance-practice';

describe('insights of a practice in Pacific/Auckland', () => {
  it('overview: revenue net of refunds per currency, held sessions, new and active students, trial conversion', async () => {
    const { teacher } = await createPractice();
    await createForeignPractice();
    const overview = await getInsightsOverview({ teacherId: teacher.id, days: 30, now });
    expect(overview).toMatchObject({
      period: 30,
      timezone: 'Pacific/Auckland',
      current: { start: '2027-03-11T11:00:00.000Z', end: '2027-04-10T12:00:00.000Z' },
      previous: { start: '2027-02-09T11:00:00.000Z', end: '2027-03-11T11:00:00.000Z' },
      currency: 'NZD',
    });
    // NZD: 10 000 + (5 000 - 2 000 refunded) now; 700 (23:59 local on 11 March) + 1 300 - 1 300 refunded before.
    expect(overview.revenue).toEqual({
      value: 13_000,
      previous: 700,
      change: 1757.1,
      byCurrency: [
        { currency: 'EUR', value: 4_000, previous: 0, change: null },
        { currency: 'NZD', value: 13_000, previous: 700, change: 1757.1 },
      ],
    });
    expect(overview.sessions).toEqual({ value: 4, previous: 3, change: 33.3 });
    expect(overview.newStudents).toEqual({ value: 2, previous: 2, change: 0 });
    expect(overview.activeStudents).toEqual({ value: 3, previous: 2, change: 50 });
    // Ana (paid enrollment) and Cai (pending payment only) completed a trial now; no trial before.
    expect(overview.trialConversion).toEqual({ value: 50, previous: null, change: null });
  });

  it('trial conversion counts a paid enrollment whatever became of it; a pending checkout is not a purchase (decision 0049)', async () => {
    const teacher = await createTeacher({ timezone: 'Pacific/Auckland', defaultCurrency: 'NZD' });
    const service = await createService({ teacherId: teacher.id, currency: 'NZD' });
    const trialThen = async (status: 'cancelled' | 'expired' | 'pending_payment', day: number) => {
      const student = await createStudent({ teacherId: teacher.id });
      await createSession({
        teacherId: teacher.id,
        serviceId: service.id,
        studentId: student.id,
        startUtc: new Date(Date.UTC(2027, 3, day, 1)),
        status: 'completed',
        isTrialSession: true,
      });
      await createEnrollment({
        teacherId: teacher.id,
        serviceId: service.id,
        studentId: student.id,
        currency: 'NZD',
        status,
        enrolledAt: status === 'pending_payment' ? null : new Date('2027-04-02T00:00:00Z'),
      });
    };
    await trialThen('cancelled', 1);
    await trialThen('expired', 2);
    await trialThen('pending_payment', 3);
    const overview = await getInsightsOverview({ teacherId: teacher.id, days: 30, now });
    expect(overview.trialConversion.value).toBe(66.7);
  });

  it('metrics: attendance, completion and rebooking against the targets, green at the target', async () => {
    const { teacher } = await createPractice({ insightTargets: { attendance: 80 } });
    await createForeignPractice();
    const metrics = await getInsightsMetrics({ teacherId: teacher.id, days: 30, now });
    // Now: 4 completed, 1 no-show, 1 cancelled. Before: 3 completed (one at 23:30 local on 11 March), 1 no-show.
    expect(metrics.attendance).toEqual({ value: 80, previous: 75, change: 6.7, target: 80, status: 'green' });
    expect(metrics.completion).toEqual({ value: 66.7, previous: 75, change: -11.1, target: 90, status: 'red' });
    // Now: Ana (scheduled later) and Ben (pending review later) rebooked, Cai not. Before: Ben yes, Dee no.
    expect(metrics.rebooking).toEqual({ value: 66.7, previous: 50, change: 33.4, target: 80, status: 'red' });
  });

  it('funnel: four stages with widths relative to the largest', async () => {
    const { teacher } = await createPractice();
    await createForeignPractice();
    const funnel = await getInsightsFunnel({ teacherId: teacher.id, days: 30, now });
    expect(funnel.stages).toEqual([
      { stage: 'trials_requested', value: 2, previous: 1, width: 100 },
      { stage: 'trials_completed', value: 2, previous: 0, width: 100 },
      { stage: 'converted', value: 1, previous: 0, width: 50 },
      { stage: 'retained', value: 1, previous: 0, width: 50 },
    ]);
  });

  it('earnings: 12 local months per currency, month edges on the teacher clock', async () => {
    const { teacher } = await createPractice();
    await createForeignPractice();
    const earnings = await getInsightsEarnings({ teacherId: teacher.id, now });
    expect(earnings.currencies).toEqual(['EUR', 'NZD']);
    expect(earnings.months.map((m) => m.month)).toEqual([
      '2026-05',
      '2026-06',
      '2026-07',
      '2026-08',
      '2026-09',
      '2026-10',
      '2026-11',
      '2026-12',
      '2027-01',
      '2027-02',
      '2027-03',
      '2027-04',
    ]);
    const nzd = earnings.months.map((m) => m.totals.find((t) => t.currency === 'NZD')!.amount);
    const eur = earnings.months.map((m) => m.totals.find((t) => t.currency === 'EUR')!.amount);
    expect(nzd).toEqual([50, 0, 0, 0, 0, 0, 0, 0, 0, 100, 13_700, 0]);
    expect(eur).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 4_000]);
  });

  it('journey: lifetime figures', async () => {
    const { teacher } = await createPractice();
    await createForeignPractice();
    expect(await getInsightsJourney({ teacherId: teacher.id, now })).toEqual({
      completedSessions: 8,
      students: 5,
      income: [
        { currency: 'EUR', amount: 4_000 },
        { currency: 'NZD', amount: 13_927 },
      ],
      firstSessionAt: '2026-06-15T01:00:00.000Z',
      monthsSinceFirstSession: 10,
    });
  });

  it('export: the CSV columns and rows', async () => {
    const { teacher } = await createPractice();
    const csv = await exportInsightsCsv({ teacherId: teacher.id, days: 30, now });
    expect(csv.trim().split('\r\n')).toEqual([
      'metric,current value,previous-period value,change %',
      'revenue (EUR),40,0,',
      'revenue (NZD),130,7,1757.1',
      'lessons held,4,3,33.3',
      'new students,2,2,0',
      'students taught,3,2,50',
      'trial conversion %,50,,',
      'attendance %,80,75,6.7',
      'completion %,66.7,75,-11.1',
      'rebooking %,66.7,50,33.4',
      'funnel: trials requested,2,1,100',
      'funnel: trials completed,2,0,',
      'funnel: converted,1,0,',
      'funnel: retained,1,0,',
    ]);
  });

  it('a practice without history: zeros, no rates, no status, zero widths, no change from a zero period', async () => {
    const teacher = await createTeacher({ timezone: 'Pacific/Auckland', defaultCurrency: 'NZD' });
    const overview = await getInsightsOverview({ teacherId: teacher.id, days: 60, now });
    expect(overview.revenue).toEqual({
      value: 0,
      previous: 0,
      change: null,
      byCurrency: [{ currency: 'NZD', value: 0, previous: 0, change: null }],
    });
    expect(overview.trialConversion).toEqual({ value: null, previous: null, change: null });
    const metrics = await getInsightsMetrics({ teacherId: teacher.id, days: 60, now });
    expect(metrics.attendance).toEqual({ value: null, previous: null, change: null, target: 95, status: null });
    const funnel = await getInsightsFunnel({ teacherId: teacher.id, days: 60, now });
    expect(funnel.stages.map((stage) => stage.width)).toEqual([0, 0, 0, 0]);
    expect(await getInsightsJourney({ teacherId: teacher.id, now })).toMatchObject({
      firstSessionAt: null,
      monthsSinceFirstSession: null,
    });
  });
});
