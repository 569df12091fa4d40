import { describe, expect, it } from 'vitest';
import { flushAudits } from '@/lib/audit/record-audit';
import { db } from '@/lib/core/db';
import { createTeacher } from '@/test/factories';
import { callRoute, teacherCookie } from '@/test/http';
import { PATCH } from './route';

const path = '/api/teacher/settings/notifications';
const patch = (cookie: string | undefined, body: unknown) => callRoute(PATCH, { method: 'PATCH', path, cookie, body });
const stored = async (id: string) =>
  (await db.teacher.findUniqueOrThrow({ where: { id }, select: { notificationPreferences: true } }))
    .notificationPreferences;
const offsets = (id: string) =>
  db.teacher.findUniqueOrThrow({ where: { id }, select: { reminderOffsetsMinutes: true, smsMonthlyCap: true } });
const defaults = {
  newBooking: true,
  bookingConfirmed: true,
  bookingCancelled: true,
  sessionReminder: true,
  paymentReceived: true,
  creditsExpiring: true,
  weeklyReport: false,
  lessonSummary: true,
};

describe('PATCH /api/teacher/settings/notifications', () => {
  it('merges the toggles sent into the stored ones and answers all seven', async () => {
    // An old row without most keys: the missing ones are their defaults.
    const teacher = await createTeacher({ notificationPreferences: { newBooking: false } });
    const cookie = await teacherCookie(teacher.id);
    const response = await patch(cookie, { weeklyReport: true, paymentReceived: false });
    expect(response.status).toBe(200);
    const expected = { ...defaults, newBooking: false, weeklyReport: true, paymentReceived: false };
    const others = { reminderOffsetsMinutes: [1440], smsMonthlyCap: 100 };
    expect(response.json).toEqual({ ...expected, ...others });
    expect(await stored(teacher.id)).toEqual(expected);

    expect((await patch(cookie, { newBooking: true })).json).toEqual({ ...expected, ...others, newBooking: true });

    await flushAudits();
    const audit = await db.auditLog.findFirstOrThrow({
      where: { teacherId: teacher.id, action: 'settings.notifications.update' },
      orderBy: { createdAt: 'asc' },
    });
    expect(audit.changes).toMatchObject({ weeklyReport: { old: false, new: true } });
  });

  it.each([
    ['an empty body', {}],
    ['an unknown key', { weeklyReport: true, smsAlerts: true }],
    ['a string instead of a boolean', { weeklyReport: 'true' }],
    ['a number instead of a boolean', { newBooking: 0 }],
    ['null', { newBooking: null }],
    ['no reminder offset', { reminderOffsetsMinutes: [] }],
    ['four reminder offsets', { reminderOffsetsMinutes: [10, 60, 120, 1440] }],
    ['an offset under 10 minutes', { reminderOffsetsMinutes: [9] }],
    ['an offset over 7 days', { reminderOffsetsMinutes: [10081] }],
    ['the same offset twice', { reminderOffsetsMinutes: [60, 60] }],
    ['a negative SMS cap', { smsMonthlyCap: -1 }],
  ])('refuses %s with 400 and changes nothing', async (_, body) => {
    const teacher = await createTeacher();
    const before = await stored(teacher.id);
    const response = await patch(await teacherCookie(teacher.id), body);
    expect(response.status).toBe(400);
    expect(response.json.error.code).toBe('VALIDATION_ERROR');
    expect(await stored(teacher.id)).toEqual(before);
    expect(await offsets(teacher.id)).toEqual({ reminderOffsetsMinutes: [1440], smsMonthlyCap: 100 });
  });

  it('sets one to three reminder offsets (longest first) and the monthly SMS cap', async () => {
    const teacher = await createTeacher();
    const cookie = await teacherCookie(teacher.id);
    const response = await patch(cookie, { reminderOffsetsMinutes: [60, 10080, 10], smsMonthlyCap: 20 });
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({
      reminderOffsetsMinutes: [10080, 60, 10],
      smsMonthlyCap: 20,
      weeklyReport: false,
    });
    expect(await offsets(teacher.id)).toEqual({ reminderOffsetsMinutes: [10080, 60, 10], smsMonthlyCap: 20 });
    expect(await stored(teacher.id)).toEqual(defaults);
  });

  it('refuses a caller who is not signed in, and switches only the signed-in teacher’s toggles', async () => {
    expect((await patch(undefined, { weeklyReport: true })).status).toBe(401);
    const other = await createTeacher();
    const teacher = await createTeacher();
    await patch(await teacherCookie(teacher.id), { weeklyReport: true, reminderOffsetsMinutes: [60] });
    expect(await stored(other.id)).toEqual(defaults);
    expect(await offsets(other.id)).toEqual({ reminderOffsetsMinutes: [1440], smsMonthlyCap: 100 });
  });
});
