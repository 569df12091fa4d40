import { describe, expect, it } from 'vitest';
import { db } from '@/lib/core/db';
import {
  createAvailabilityOverride,
  createAvailabilitySchedule,
  createService,
  createSession,
  createTeacher,
} from '@/test/factories';
import { checkSlotAvailability } from './check-slot-availability';

// Wednesday 12 June 2030, Madrid on +02:00: 09:00-13:00 local is 07:00-11:00Z.
const at = (iso: string) => new Date(iso);
const now = at('2030-06-01T00:00:00Z');

async function teacherWithWeek(bufferMinutes = 0) {
  const teacher = await createTeacher({ timezone: 'Europe/Madrid', bufferMinutes });
  await createAvailabilitySchedule({ teacherId: teacher.id });
  const service = await createService({ teacherId: teacher.id });
  return { teacher, service };
}

describe('checkSlotAvailability', () => {
  it('answers from schedules, overrides, buffer and sessions, inside a transaction too', async () => {
    const { teacher, service } = await teacherWithWeek(15);
    const check = (startUtc: string, extra = {}) =>
      checkSlotAvailability({ teacherId: teacher.id, startUtc: at(startUtc), durationMinutes: 60, now, ...extra });
    expect(await check('2030-06-12T07:00:00Z')).toBe(true);
    expect(await check('2030-06-12T06:00:00Z')).toBe(false); // 08:00 local, before the rules
    const session = await createSession({
      teacherId: teacher.id,
      serviceId: service.id,
      startUtc: at('2030-06-12T08:00:00Z'),
    });
    expect(await check('2030-06-12T07:00:00Z')).toBe(false); // ends inside the buffer before the session
    expect(await check('2030-06-12T09:15:00Z')).toBe(true);
    expect(await check('2030-06-12T08:00:00Z', { excludeSessionIds: [session.id] })).toBe(true); // rescheduling it
    await createAvailabilityOverride({ teacherId: teacher.id, date: at('2030-06-12T00:00:00Z') });
    expect(await db.$transaction((tx) => check('2030-06-12T09:15:00Z', { client: tx }))).toBe(false); // closed day
  });

  it('is 404 for an unknown teacher', async () => {
    await expect(
      checkSlotAvailability({
        teacherId: '00000000-0000-4000-8000-00000000abcd',
        startUtc: now,
        durationMinutes: 60,
        now,
      }),
    ).rejects.toMatchObject({ status: 404 });
  });
});
