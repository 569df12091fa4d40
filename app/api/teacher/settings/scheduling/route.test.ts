import { describe, expect, it } from 'vitest';
import { flushAudits } from '@/lib/audit/record-audit';
import { db } from '@/lib/core/db';
import { parseIsoDate, wallTimeToUtc } from '@/lib/core/time';
import { createAvailabilitySchedule, createService, createSession, createTeacher } from '@/test/factories';
import { callRoute, teacherCookie } from '@/test/http';
import { GET as publicAvailability } from '../../../public/[slug]/service-availability/route';
import { GET, PATCH } from './route';
import { futureMonday } from '@/test/future-monday';

const path = '/api/teacher/settings/scheduling';
const patch = (cookie: string | undefined, body: unknown) => callRoute(PATCH, { method: 'PATCH', path, cookie, body });
const read = (cookie: string) => callRoute(GET, { path, cookie });
const storedSettings = (teacherId: string) =>
  db.teacher.findUniqueOrThrow({
    where: { id: teacherId },
    select: { defaultCurrency: true, taxRate: true, bufferMinutes: true, insightTargets: true },
  });

async function signedInTeacher(overrides: Parameters<typeof createTeacher>[0] = {}) {
  const teacher = await createTeacher(overrides);
  return { teacher, cookie: await teacherCookie(teacher.id) };
}

describe('GET /api/teacher/settings/scheduling', () => {
  it('fills the default targets when none are stored', async () => {
    const { cookie } = await signedInTeacher({ bufferMinutes: 10 });
    const response = await read(cookie);
    expect(response.status).toBe(200);
    expect(response.json).toEqual({
      defaultCurrency: 'EUR',
      taxRate: 0,
      bufferMinutes: 10,
      insightTargets: { attendance: 95, completion: 90, rebooking: 80 },
    });
  });

  it('falls back to the default for a stored target that is missing or malformed', async () => {
    const { cookie } = await signedInTeacher({ insightTargets: { attendance: 70, completion: 'high' } });
    expect((await read(cookie)).json.insightTargets).toEqual({ attendance: 70, completion: 90, rebooking: 80 });
  });
});

describe('PATCH /api/teacher/settings/scheduling', () => {
  it('changes every field, persists them, answers the whole settings and audits before and after', async () => {
    const { teacher, cookie } = await signedInTeacher();
    const response = await patch(cookie, {
      defaultCurrency: 'USD',
      taxRate: 21,
      bufferMinutes: 240,
      insightTargets: { attendance: 100, completion: 1, rebooking: 75 },
    });
    expect(response.status).toBe(200);
    const expected = {
      defaultCurrency: 'USD',
      taxRate: 21,
      bufferMinutes: 240,
      insightTargets: { attendance: 100, completion: 1, rebooking: 75 },
    };
    expect(response.json).toEqual(expected);
    expect(await storedSettings(teacher.id)).toEqual(expected);
    expect((await read(cookie)).json).toEqual(expected);

    await flushAudits();
    const audit = await db.auditLog.findFirstOrThrow({
      where: { teacherId: teacher.id, action: 'settings.update_scheduling' },
    });
    expect(audit).toMatchObject({ actorType: 'teacher', actorId: teacher.id, entityType: 'teacher' });
    expect(audit.changes).toMatchObject({
      defaultCurrency: { old: 'EUR', new: 'USD' },
      taxRate: { old: 0, new: 21 },
      bufferMinutes: { old: 0, new: 240 },
      insightTargets: {
        old: { attendance: 95, completion: 90, rebooking: 80 },
        new: { attendance: 100, completion: 1, rebooking: 75 },
      },
    });
  });

  it('merges a partial insightTargets into the stored ones and leaves the other fields alone', async () => {
    const { teacher, cookie } = await signedInTeacher({ bufferMinutes: 15, defaultCurrency: 'GBP' });
    await patch(cookie, { insightTargets: { completion: 60 } });
    const response = await patch(cookie, { insightTargets: { rebooking: 50 } });
    expect(response.status).toBe(200);
    expect(response.json).toEqual({
      defaultCurrency: 'GBP',
      taxRate: 0,
      bufferMinutes: 15,
      insightTargets: { attendance: 95, completion: 60, rebooking: 50 },
    });
    expect((await storedSettings(teacher.id)).insightTargets).toEqual({
      attendance: 95,
      completion: 60,
      rebooking: 50,
    });
  });

  it.each([
    ['an empty body', {}],
    ['an unknown field', { bufferMinutes: 5, timezone: 'UTC' }],
    ['a buffer over 240', { bufferMinutes: 241 }],
    ['a negative buffer', { bufferMinutes: -1 }],
    ['a fractional buffer', { bufferMinutes: 7.5 }],
    ['a lower-case currency', { defaultCurrency: 'eur' }],
    ['a currency outside the 19 offered', { defaultCurrency: 'THB' }],
    ['a negative tax rate', { taxRate: -1 }],
    ['a tax rate over 100', { taxRate: 101 }],
    ['a fractional tax rate', { taxRate: 21.5 }],
    ['a tax rate as text', { taxRate: '21' }],
    ['a target of 0', { insightTargets: { attendance: 0 } }],
    ['a target of 101', { insightTargets: { rebooking: 101 } }],
    ['an unknown target', { insightTargets: { retention: 50 } }],
    ['empty targets', { insightTargets: {} }],
  ])('refuses %s with 400 and changes nothing', async (_, body) => {
    const { teacher, cookie } = await signedInTeacher({ bufferMinutes: 10 });
    const before = await storedSettings(teacher.id);
    const response = await patch(cookie, body);
    expect(response.status).toBe(400);
    expect(response.json.error.code).toBe('VALIDATION_ERROR');
    expect(await storedSettings(teacher.id)).toEqual(before);
  });

  it('names the offered currencies when refusing another one', async () => {
    const { cookie } = await signedInTeacher();
    const response = await patch(cookie, { defaultCurrency: 'THB' });
    expect(response.json.error.details).toEqual([
      {
        path: 'defaultCurrency',
        message: expect.stringMatching(/^Choose one of the offered currencies: EUR, USD, .*HKD$/),
      },
    ]);
  });

  it('refuses a caller who is not signed in as a teacher', async () => {
    expect((await patch(undefined, { bufferMinutes: 5 })).status).toBe(401);
    expect((await callRoute(GET, { path })).status).toBe(401);
  });

  it('changes only the signed-in teacher', async () => {
    const other = await createTeacher({ bufferMinutes: 5 });
    const { cookie } = await signedInTeacher();
    await patch(cookie, { bufferMinutes: 30 });
    expect((await storedSettings(other.id)).bufferMinutes).toBe(5);
  });
});

describe('the buffer on the public booking page', () => {
  it('keeps the set buffer free after a booked session', async () => {
    const { teacher, cookie } = await signedInTeacher({ timezone: 'Europe/Madrid' });
    await createAvailabilitySchedule({ teacherId: teacher.id });
    const service = await createService({ teacherId: teacher.id, durationMinutes: 60 });
    const monday = futureMonday();
    // 09:00-10:00 Madrid is booked; the factory week opens at 09:00.
    const nine = new Date(wallTimeToUtc(parseIsoDate(monday), 9 * 60, 'Europe/Madrid'));
    await createSession({ teacherId: teacher.id, serviceId: service.id, startUtc: nine });
    const startsAt = async () => {
      const response = await callRoute(publicAvailability, {
        path: `/api/public/${teacher.slug}/service-availability?${new URLSearchParams({
          serviceId: service.id,
          start: monday,
          end: monday,
        })}`,
        params: { slug: teacher.slug },
      });
      expect(response.status).toBe(200);
      return (response.json.slots as { startLocal: string }[]).map((slot) => slot.startLocal.slice(11, 16));
    };

    expect((await startsAt()).slice(0, 2)).toEqual(['10:00', '10:15']);
    expect((await patch(cookie, { bufferMinutes: 30 })).status).toBe(200);
    const after = await startsAt();
    expect(after).not.toContain('10:00');
    expect(after).not.toContain('10:15');
    expect(after[0]).toBe('10:30');
  });
});
