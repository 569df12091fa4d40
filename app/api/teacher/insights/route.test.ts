/** GET /api/teacher/insights/{overview,metrics,funnel,earnings,journey,export}: auth, validation, tenancy, CSV download. */
import { describe, expect, it } from 'vitest';
import { db } from '@/lib/core/db';
import { createService, createSession, createStudent, createTeacher } from '@/test/factories';
import { callRoute, teacherCookie } from '@/test/http';
import { GET as earningsRoute } from './earnings/route';
import { GET as exportRoute } from './export/route';
import { GET as funnelRoute } from './funnel/route';
import { GET as journeyRoute } from './journey/route';
import { GET as metricsRoute } from './metrics/route';
import { GET as overviewRoute } from './overview/route';

const routes = {
  overview: overviewRoute,
  metrics: metricsRoute,
  funnel: funnelRoute,
  earnings: earningsRoute,
  journey: journeyRoute,
  export: exportRoute,
};
type Name = keyof typeof routes;
const call = (name: Name, cookie: string | undefined, search = '') =>
  callRoute(routes[name], { path: `/api/teacher/insights/${name}${search}`, cookie });

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);

/** A teacher (UTC) with one completed trial and one payment a day ago. */
async function practice(currency: string, amount: number) {
  const teacher = await createTeacher({ timezone: 'UTC', defaultCurrency: 'EUR' });
  const service = await createService({ teacherId: teacher.id });
  const student = await createStudent({ teacherId: teacher.id });
  await createSession({
    teacherId: teacher.id,
    serviceId: service.id,
    studentId: student.id,
    status: 'completed',
    isTrialSession: true,
    startUtc: hoursAgo(30),
  });
  await db.payment.create({
    data: { teacherId: teacher.id, currency, amount, status: 'succeeded', paidAt: hoursAgo(30) },
  });
  return { teacher, cookie: await teacherCookie(teacher.id) };
}

describe('GET /api/teacher/insights/*', () => {
  it.each(Object.keys(routes) as Name[])('%s needs a teacher session (401)', async (name) => {
    expect((await call(name, undefined)).status).toBe(401);
  });

  it.each(['overview', 'metrics', 'funnel', 'export'] as Name[])(
    '%s accepts only period 30, 60 or 90 (400)',
    async (name) => {
      const { cookie } = await practice('EUR', 1_000);
      expect((await call(name, cookie, '?period=45')).status).toBe(400);
      expect((await call(name, cookie, '?period=abc')).status).toBe(400);
      expect((await call(name, cookie, '?period=90')).status).toBe(200);
    },
  );

  it('counts only the caller’s own data', async () => {
    const { cookie } = await practice('EUR', 1_000);
    await practice('EUR', 99_999);
    const overview = await call('overview', cookie);
    expect(overview.status).toBe(200);
    expect(overview.json).toMatchObject({
      period: 30,
      revenue: { value: 1_000 },
      sessions: { value: 1 },
      activeStudents: { value: 1 },
    });
    const funnel = await call('funnel', cookie, '?period=60');
    expect(funnel.json.stages[1]).toMatchObject({ stage: 'trials_completed', value: 1, width: 100 });
    const metrics = await call('metrics', cookie);
    expect(metrics.json.attendance).toMatchObject({ value: 100, target: 95, status: 'green' });
    const earnings = await call('earnings', cookie);
    expect(earnings.json.months).toHaveLength(12);
    expect(earnings.json.currencies).toEqual(['EUR']);
    expect(
      earnings.json.months
        .flatMap((m: { totals: { amount: number }[] }) => m.totals.map((t) => t.amount))
        .reduce((a: number, b: number) => a + b),
    ).toBe(1_000);
    const journey = await call('journey', cookie);
    expect(journey.json).toMatchObject({
      completedSessions: 1,
      students: 1,
      income: [{ currency: 'EUR', amount: 1_000 }],
      monthsSinceFirstSession: expect.any(Number),
    });
  });

  it('export: a CSV attachment; format other than csv is refused', async () => {
    const { cookie } = await practice('EUR', 1_000);
    expect((await call('export', cookie, '?period=30&format=xlsx')).status).toBe(400);
    const response = await call('export', cookie, '?period=60&format=csv');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/csv');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="insights-60-days.csv"');
    expect(response.text.split('\r\n')[0]).toBe('metric,current value,previous-period value,change %');
    expect(response.text).toContain('revenue (EUR),10,0,');
  });

  it('export: no cell can start a spreadsheet formula, whatever a currency code holds', async () => {
    const { cookie } = await practice('=1+', 500);
    const response = await call('export', cookie);
    const cells = response.text
      .trim()
      .split('\r\n')
      .flatMap((line) => line.split(','));
    expect(cells.filter((cell) => /^[=+@]/.test(cell))).toEqual([]);
    expect(response.text).toContain('revenue (=1+),5,0,');
  });
});
