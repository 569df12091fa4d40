import { describe, expect, it } from 'vitest';
import { createService, createSession, createTeacher } from '@/prisma/factories';
import { getDashboardOverview } from './get-dashboard-overview';

describe('getDashboardOverview', () => {
  it('counts "lessons this month" from the first of the month on the teacher’s clock', async () => {
    const teacher = await createTeacher({ timezone: 'Europe/Madrid' });
    const service = await createService({ teacherId: teacher.id });
    const session = (iso: string) =>
      createSession({ teacherId: teacher.id, serviceId: service.id, startUtc: new Date(iso) });
    // 1 March 2031 starts at 2031-02-28T23:00Z in Madrid.
    await session('2031-02-28T22:00:00Z'); // 28 Feb, 23:00 in Madrid: February
    await session('2031-02-28T23:30:00Z'); // 1 Mar, 00:30 in Madrid: March
    await session('2031-03-10T10:00:00Z');
    const now = new Date('2031-03-15T12:00:00Z');

    const madrid = await getDashboardOverview({ teacherId: teacher.id, now, timeZone: 'Europe/Madrid' });
    expect(madrid.monthSessions).toBe(2);
    const utc = await getDashboardOverview({ teacherId: teacher.id, now, timeZone: 'UTC' });
    expect(utc.monthSessions).toBe(1);
  });
});
