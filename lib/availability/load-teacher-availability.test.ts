import { describe, expect, it } from 'vitest';
import { createAvailabilityOverride, createAvailabilitySchedule, createTeacher } from '@/test/factories';
import { loadTeacherAvailability } from './load-teacher-availability';

const day = (date: string) => new Date(`${date}T00:00:00Z`);
const june = { start: Date.parse('2030-06-10T00:00:00Z'), end: Date.parse('2030-06-17T00:00:00Z') };

describe('loadTeacherAvailability', () => {
  it('loads active schedules valid in the range with their rules, and the overrides near it', async () => {
    const teacher = await createTeacher({ timezone: 'America/New_York', bufferMinutes: 10 });
    await createAvailabilitySchedule({ teacherId: teacher.id, name: 'Always' });
    await createAvailabilitySchedule({ teacherId: teacher.id, name: 'Off', isActive: false });
    await createAvailabilitySchedule({ teacherId: teacher.id, validUntil: day('2030-06-01') });
    await createAvailabilitySchedule({
      teacherId: teacher.id,
      validFrom: day('2030-06-16'),
      validUntil: day('2030-06-30'),
      timezone: 'Asia/Kathmandu',
    });
    await createAvailabilityOverride({ teacherId: teacher.id, date: day('2030-06-12'), reason: 'in range' });
    await createAvailabilityOverride({ teacherId: teacher.id, date: day('2030-06-20'), reason: 'too late' });
    await createAvailabilityOverride({
      teacherId: teacher.id,
      date: day('2030-06-09'),
      isAvailable: true,
      startTime: '10:00',
      endTime: '12:00',
    });
    const other = await createTeacher();
    await createAvailabilityOverride({ teacherId: other.id, date: day('2030-06-12') });

    const availability = await loadTeacherAvailability({ teacherId: teacher.id, range: june });
    expect(availability).toMatchObject({ timeZone: 'America/New_York', bufferMinutes: 10 });
    expect(
      availability.schedules.map((schedule) => [
        schedule.timeZone,
        schedule.validFrom,
        schedule.validUntil,
        schedule.rules.length,
      ]),
    ).toEqual(
      expect.arrayContaining([
        ['Europe/Madrid', null, null, 10],
        ['Asia/Kathmandu', '2030-06-16', '2030-06-30', 10],
      ]),
    );
    expect(availability.schedules).toHaveLength(2);
    expect(availability.overrides.sort((a, b) => a.date.localeCompare(b.date))).toEqual([
      { date: '2030-06-09', isAvailable: true, startTime: '10:00', endTime: '12:00' },
      { date: '2030-06-12', isAvailable: false, startTime: null, endTime: null },
    ]);
  });

  it('gives an empty availability to a teacher without schedules, and 404 for a deleted teacher', async () => {
    const teacher = await createTeacher();
    expect(await loadTeacherAvailability({ teacherId: teacher.id, range: june })).toMatchObject({
      schedules: [],
      overrides: [],
    });
    const gone = await createTeacher({ deletedAt: new Date() });
    await expect(loadTeacherAvailability({ teacherId: gone.id, range: june })).rejects.toMatchObject({ status: 404 });
  });
});
