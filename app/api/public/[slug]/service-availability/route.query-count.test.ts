import { describe, expect, it } from 'vitest';
import { db } from '@/lib/core/db';
import {
  createAvailabilityOverride,
  createAvailabilitySchedule,
  createService,
  createTeacher,
} from '@/test/factories';
import { countQueries } from '@/test/count-queries';
import { callRoute } from '@/test/http';
import { GET } from './route';

const hour = 3_600_000;

/** A teacher with `pastSessions` completed sessions, two hours apart, ending yesterday, and the same future. */
async function teacherWithHistory(pastSessions: number) {
  const teacher = await createTeacher();
  await createAvailabilitySchedule({ teacherId: teacher.id });
  await createAvailabilityOverride({ teacherId: teacher.id });
  const service = await createService({ teacherId: teacher.id });
  const yesterday = Date.now() - 24 * hour;
  const session = (startUtc: number, status: 'completed' | 'scheduled') => ({
    teacherId: teacher.id,
    serviceId: service.id,
    startUtc: new Date(startUtc),
    endUtc: new Date(startUtc + hour),
    status,
  });
  await db.session.createMany({
    data: [
      ...Array.from({ length: pastSessions }, (_, index) => session(yesterday - index * 2 * hour, 'completed')),
      ...Array.from({ length: 5 }, (_, index) => session(Date.now() + (48 + index * 5) * hour, 'scheduled')),
    ],
  });
  return { teacher, service };
}

async function countAvailabilityQueries(pastSessions: number) {
  const { teacher, service } = await teacherWithHistory(pastSessions);
  const start = new Date().toISOString().slice(0, 10);
  const end = new Date(Date.now() + 30 * 24 * hour).toISOString().slice(0, 10);
  const query = new URLSearchParams({ serviceId: service.id, start, end });
  const { result, count, statements } = await countQueries(() =>
    callRoute(GET, {
      path: `/api/public/${teacher.slug}/service-availability?${query}`,
      params: { slug: teacher.slug },
    }),
  );
  expect(result.status).toBe(200);
  expect(result.json.slots.length).toBeGreaterThan(0);
  return { count, statements };
}

describe('GET /api/public/:slug/service-availability: queries', () => {
  it('sends the same statements for 10 and for 1000 past sessions', async () => {
    const few = await countAvailabilityQueries(10);
    const many = await countAvailabilityQueries(1000);
    expect(many.count).toBe(few.count);
    // The service, the teacher's availability (one aggregate), the sessions of the window; the rest
    // is the per-IP rate limit.
    const domain = many.statements.filter(
      (sql) => !sql.includes('rate_limits') && !/^(BEGIN|COMMIT)/i.test(sql.trim()),
    );
    expect(domain).toHaveLength(3);
    expect(domain.filter((sql) => sql.includes('"public"."sessions"'))).toHaveLength(1);
  });
});
