/** Every insight endpoint sends the same number of statements for a small and a 10x larger history. */
import { describe, expect, it } from 'vitest';
import { db } from '@/lib/core/db';
import { createService, createTeacher } from '@/test/factories';
import { countQueries } from '@/test/count-queries';
import { exportInsightsCsv } from './export-insights-csv';
import { getInsightsEarnings } from './get-insights-earnings';
import { getInsightsFunnel } from './get-insights-funnel';
import { getInsightsJourney } from './get-insights-journey';
import { getInsightsMetrics } from './get-insights-metrics';
import { getInsightsOverview } from './get-insights-overview';

const day = 86_400_000;

/** `students` students, each with a trial, completed / no-show / cancelled / future sessions, an enrollment and payments over a year. */
async function history(students: number) {
  const teacher = await createTeacher({ timezone: 'Pacific/Auckland' });
  const service = await createService({ teacherId: teacher.id });
  const now = Date.now();
  const ids = Array.from({ length: students }, () => crypto.randomUUID());
  await db.student.createMany({
    data: ids.map((id, i) => ({
      id,
      teacherId: teacher.id,
      name: `S${i}`,
      email: `s${i}-${id}@example.test`,
      createdAt: new Date(now - (i % 200) * day),
    })),
  });
  const statuses = ['completed', 'no_show', 'cancelled', 'completed', 'scheduled'] as const;
  await db.session.createMany({
    data: ids.flatMap((studentId, i) =>
      statuses.map((status, k) => {
        const startUtc = new Date(now + (k === 4 ? 5 : -((i * 7 + k * 13) % 300)) * day + i * 60_000 + k * 7_200_000);
        return {
          teacherId: teacher.id,
          serviceId: service.id,
          studentId,
          status,
          isTrialSession: k === 0,
          startUtc,
          endUtc: new Date(startUtc.getTime() + 30_000),
        };
      }),
    ),
  });
  await db.enrollment.createMany({
    data: ids.map((studentId, i) => ({
      teacherId: teacher.id,
      serviceId: service.id,
      studentId,
      status: 'active' as const,
      currency: i % 2 ? 'EUR' : 'USD',
      pricePaid: 1_000,
      enrolledAt: new Date(now - (i % 90) * day),
    })),
  });
  await db.payment.createMany({
    data: ids.flatMap((studentId, i) =>
      [0, 1].map((k) => ({
        teacherId: teacher.id,
        studentId,
        currency: k ? 'EUR' : 'USD',
        amount: 1_000 + i,
        status: 'succeeded' as const,
        paidAt: new Date(now - ((i * 11 + k * 40) % 360) * day),
      })),
    ),
  });
  return teacher.id;
}

const endpoints: Record<string, (teacherId: string) => Promise<unknown>> = {
  overview: (teacherId: string) => getInsightsOverview({ teacherId, days: 90 }),
  metrics: (teacherId: string) => getInsightsMetrics({ teacherId, days: 90 }),
  funnel: (teacherId: string) => getInsightsFunnel({ teacherId, days: 90 }),
  earnings: (teacherId: string) => getInsightsEarnings({ teacherId }),
  journey: (teacherId: string) => getInsightsJourney({ teacherId }),
  export: (teacherId: string) => exportInsightsCsv({ teacherId, days: 90 }),
};

describe('insight query counts', () => {
  it('do not grow with the history', async () => {
    const small = await history(3);
    const large = await history(30);
    for (const [name, run] of Object.entries(endpoints)) {
      const a = await countQueries(() => run(small));
      const b = await countQueries(() => run(large));
      expect({ name, count: b.count }).toEqual({ name, count: a.count });
      expect({ name, atMost: a.count <= 2 }).toEqual({ name, atMost: true });
    }
  });
});
