import { describe, expect, it } from 'vitest';
import { db } from '@/lib/core/db';
import { getDashboardSummary } from '@/lib/dashboard/get-dashboard-summary';
import { createService, createSession, createTeacher } from '@/test/factories';
import { callRoute, teacherCookie } from '@/test/http';
import { GET } from './route';

const read = (cookie?: string) => callRoute(GET, { path: '/api/teacher/settings', cookie });

describe('GET /api/teacher/settings', () => {
  it('answers the whole settings object, flat, every default filled in', async () => {
    const teacher = await createTeacher({
      timezone: 'Europe/Madrid',
      taxRate: 21,
      bufferMinutes: 10,
      notificationPreferences: { newBooking: false },
    });
    const response = await read(await teacherCookie(teacher.id));
    expect(response.status).toBe(200);
    expect(response.json).toEqual({
      id: teacher.id,
      name: teacher.name,
      email: teacher.email,
      slug: teacher.slug,
      bio: teacher.bio,
      avatarUrl: null,
      timezone: 'Europe/Madrid',
      onboardingCompleted: true,
      defaultCurrency: 'EUR',
      taxRate: 21,
      bufferMinutes: 10,
      insightTargets: { attendance: 95, completion: 90, rebooking: 80 },
      dashboardConfig: { kpis: ['month_revenue', 'month_lessons', 'active_students', 'attendance_rate'] },
      notificationPreferences: {
        newBooking: false,
        bookingConfirmed: true,
        bookingCancelled: true,
        sessionReminder: true,
        paymentReceived: true,
        creditsExpiring: true,
        weeklyReport: false,
        lessonSummary: true,
      },
      insightsLayout: null,
      bestStreak: 0,
      pspAccountId: null,
      retentionSettings: {
        inactiveStudentDays: 730,
        sessionContentDays: 365,
        contactLogDays: 180,
        autoDeleteEnabled: false,
        notifyBeforeDeleteDays: 30,
      },
      connections: {
        psp: expect.objectContaining({ status: 'disconnected', connected: false, accountId: null }),
        calendar: { status: 'disconnected' },
        drive: { status: 'disconnected' },
      },
    });
  });

  it('reads the stored values and connection rows', async () => {
    const teacher = await createTeacher({
      insightTargets: { attendance: 70 },
      dashboardConfig: { kpis: ['teaching_streak', 'new_students', 'month_revenue', 'pending_revenue'] },
      insightsLayout: { funnel: false },
      pspAccountId: `acct_${accountSuffix()}`,
      bestStreak: 12,
    });
    await db.retentionSettings.create({
      data: { teacherId: teacher.id, contactLogDays: 365, autoDeleteEnabled: true },
    });
    await db.calendarConnection.create({
      data: {
        teacherId: teacher.id,
        accountEmail: 'a@example.test',
        encryptedRefreshToken: 'x',
        status: 'needs_reauth',
      },
    });
    await db.driveConnection.create({ data: { teacherId: teacher.id } });
    const { json } = await read(await teacherCookie(teacher.id));
    expect(json).toMatchObject({
      insightTargets: { attendance: 70, completion: 90, rebooking: 80 },
      dashboardConfig: { kpis: ['teaching_streak', 'new_students', 'month_revenue', 'pending_revenue'] },
      insightsLayout: { funnel: false },
      bestStreak: 12,
      pspAccountId: teacher.pspAccountId,
      retentionSettings: { contactLogDays: 365, autoDeleteEnabled: true, inactiveStudentDays: 730 },
      connections: {
        psp: { status: 'connected', connected: true, accountId: teacher.pspAccountId },
        calendar: { status: 'needs_reauth' },
        drive: { status: 'connected' },
      },
    });
  });

  it('answers the bestStreak the dashboard summary records, not a figure of its own', async () => {
    const teacher = await createTeacher({ timezone: 'UTC', bestStreak: 1 });
    const service = await createService({ teacherId: teacher.id });
    for (const hoursAgo of [1, 25]) {
      await createSession({
        teacherId: teacher.id,
        serviceId: service.id,
        startUtc: new Date(Date.now() - hoursAgo * 3_600_000),
        status: 'completed',
      });
    }
    const summary = await getDashboardSummary({ teacherId: teacher.id });
    expect(summary).toMatchObject({ teachingStreak: 2, bestStreak: 2, isNewRecord: true });
    const { json } = await read(await teacherCookie(teacher.id));
    expect(json.bestStreak).toBe(summary.bestStreak);
  });

  it('answers only the signed-in teacher’s settings, and 401 without a session', async () => {
    const other = await createTeacher({ taxRate: 7 });
    const teacher = await createTeacher();
    const { json } = await read(await teacherCookie(teacher.id));
    expect(json).toMatchObject({ id: teacher.id, slug: teacher.slug, taxRate: 0 });
    expect(JSON.stringify(json)).not.toContain(other.id);
    expect((await read()).status).toBe(401);
  });
});

function accountSuffix() {
  return Math.random().toString(36).slice(2, 12);
}
