import { describe, expect, it } from 'vitest';
import { createAvailabilityOverride, createAvailabilitySchedule, createTeacher } from '@/test/factories';
import { loadAvailabilityPage } from './load-availability-page';

const at = (iso: string) => new Date(`${iso}T00:00:00Z`);

describe('loadAvailabilityPage', () => {
  it("splits the teacher's exceptions at today in their zone and reads the buffer, ignoring other teachers", async () => {
    const teacher = await createTeacher({ timezone: 'Pacific/Auckland', bufferMinutes: 10 });
    const other = await createTeacher();
    await createAvailabilitySchedule({ teacherId: teacher.id, name: 'Term' });
    await createAvailabilitySchedule({ teacherId: other.id, name: 'Not mine' });
    // 2026-12-10 11:00 UTC is already 2026-12-11 in Auckland.
    const now = new Date('2026-12-10T11:00:00Z');
    for (const date of ['2026-12-10', '2026-12-11', '2026-12-20', '2026-11-30', '2026-10-01']) {
      await createAvailabilityOverride({ teacherId: teacher.id, date: at(date) });
    }
    await createAvailabilityOverride({ teacherId: other.id, date: at('2026-12-12') });

    const page = await loadAvailabilityPage({ id: teacher.id, timezone: teacher.timezone }, now);

    expect(page.today).toBe('2026-12-11');
    expect(page.bufferMinutes).toBe(10);
    expect(page.schedules.map((schedule) => schedule.name)).toEqual(['Term']);
    expect(page.upcoming.map((override) => override.date)).toEqual(['2026-12-11', '2026-12-20']);
    // Last 30 days only, most recent first.
    expect(page.past.map((override) => override.date)).toEqual(['2026-12-10', '2026-11-30']);
  });
});
