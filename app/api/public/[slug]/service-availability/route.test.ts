import { describe, expect, it } from 'vitest';
import { parseIsoDate, wallTimeToUtc } from '@/lib/core/time';
import { createAvailabilitySchedule, createService, createSession, createTeacher } from '@/test/factories';
import { callRoute } from '@/test/http';
import { GET } from './route';
import { futureMonday } from '@/test/future-monday';

type Slot = { startUtc: string; endUtc: string; startLocal: string; endLocal: string; isPreferred: boolean };

const monday = futureMonday();
const madridAt = (date: string, time: string) => {
  const [h, m] = time.split(':').map(Number) as [number, number];
  return new Date(wallTimeToUtc(parseIsoDate(date), h * 60 + m, 'Europe/Madrid'));
};

/** A Madrid teacher with the factory week (Mon-Fri 09:00-13:00, 15:00-19:00) and a 60-minute service. */
async function bookableTeacher() {
  const teacher = await createTeacher({ timezone: 'Europe/Madrid' });
  await createAvailabilitySchedule({ teacherId: teacher.id });
  const service = await createService({ teacherId: teacher.id, durationMinutes: 60 });
  return { teacher, service };
}

const availability = (slug: string, query: Record<string, string>, ip?: string) =>
  callRoute(GET, {
    path: `/api/public/${slug}/service-availability?${new URLSearchParams(query)}`,
    params: { slug },
    ip,
  });
const times = (slots: Slot[]) => slots.map((slot) => slot.startLocal.slice(11, 16));

describe('GET /api/public/:slug/service-availability', () => {
  it("answers the day's slots in the teacher's zone by default", async () => {
    const { teacher, service } = await bookableTeacher();
    const response = await availability(teacher.slug, { serviceId: service.id, start: monday, end: monday });
    expect(response.status).toBe(200);
    const slots = response.json.slots as Slot[];
    expect(times(slots)).toEqual([
      ...[
        '09:00',
        '09:15',
        '09:30',
        '09:45',
        '10:00',
        '10:15',
        '10:30',
        '10:45',
        '11:00',
        '11:15',
        '11:30',
        '11:45',
        '12:00',
      ],
      ...[
        '15:00',
        '15:15',
        '15:30',
        '15:45',
        '16:00',
        '16:15',
        '16:30',
        '16:45',
        '17:00',
        '17:15',
        '17:30',
        '17:45',
        '18:00',
      ],
    ]);
    expect(slots[0]).toMatchObject({ startUtc: madridAt(monday, '09:00').toISOString(), isPreferred: false });
  });

  it("shows the same instants on the visitor's clock and marks the preferred ones", async () => {
    const { teacher, service } = await bookableTeacher();
    const response = await availability(teacher.slug, {
      serviceId: service.id,
      timezone: 'Asia/Kathmandu',
      start: monday,
      end: monday,
      preferredStart: '14:00',
      preferredDays: '1,2',
    });
    expect(response.status).toBe(200);
    const slots = response.json.slots as Slot[];
    expect(
      slots.every(
        (slot) => slot.startLocal.endsWith('+05:45') && Date.parse(slot.startLocal) === Date.parse(slot.startUtc),
      ),
    ).toBe(true);
    // 09:00 Madrid is 12:45 or 13:45 in Kathmandu: only the later ones are after 14:00.
    expect(slots.filter((slot) => slot.isPreferred).length).toBeGreaterThan(0);
    expect(slots.every((slot) => slot.isPreferred === slot.startLocal.slice(11, 16) >= '14:00')).toBe(true);
  });

  it('removes busy time: sessions and unexpired holds block, expired holds and cancelled sessions do not', async () => {
    const { teacher, service } = await bookableTeacher();
    const base = { teacherId: teacher.id, serviceId: service.id };
    await createSession({ ...base, startUtc: madridAt(monday, '09:00'), status: 'scheduled' });
    await createSession({
      ...base,
      startUtc: madridAt(monday, '11:00'),
      status: 'hold',
      holdExpiresAt: new Date(Date.now() + 600_000),
    });
    await createSession({
      ...base,
      startUtc: madridAt(monday, '15:00'),
      status: 'hold',
      holdExpiresAt: new Date(Date.now() - 1000),
    });
    await createSession({ ...base, startUtc: madridAt(monday, '17:00'), status: 'cancelled' });
    const response = await availability(teacher.slug, { serviceId: service.id, start: monday, end: monday });
    expect(times(response.json.slots)).toEqual([
      '10:00',
      '12:00',
      ...[
        '15:00',
        '15:15',
        '15:30',
        '15:45',
        '16:00',
        '16:15',
        '16:30',
        '16:45',
        '17:00',
        '17:15',
        '17:30',
        '17:45',
        '18:00',
      ],
    ]);
  });

  it('answers 404 for a service that is not active, is private, deleted, or of another teacher', async () => {
    const { teacher } = await bookableTeacher();
    const other = await bookableTeacher();
    const hidden = await Promise.all([
      createService({ teacherId: teacher.id, status: 'draft' }),
      createService({ teacherId: teacher.id, status: 'paused' }),
      createService({ teacherId: teacher.id, isPrivate: true }),
      createService({ teacherId: teacher.id, deletedAt: new Date() }),
    ]);
    for (const serviceId of [...hidden.map((service) => service.id), other.service.id]) {
      const response = await availability(teacher.slug, { serviceId, start: monday, end: monday });
      expect(response.status).toBe(404);
      expect(response.json.error.code).toBe('NOT_FOUND');
    }
    const unlisted = await createService({ teacherId: teacher.id, isUnlisted: true });
    expect((await availability(teacher.slug, { serviceId: unlisted.id, start: monday, end: monday })).status).toBe(200);
  });
});
