import 'server-only';
import { createElement } from 'react';
import { db, type Prisma } from '@/lib/core/db';
import { env } from '@/lib/core/env';
import { formatDateRange } from '@/lib/core/format-regional';
import { toRegionalFormat } from '@/lib/core/locale';
import { usableTimeZone } from '@/lib/core/time';
import { createInAppNotification } from '@/lib/notifications/in-app/create-notification';
import { enqueueEmail } from '@/lib/outbox/enqueue-email';
import { transaction } from '@/lib/outbox/transaction';
import { collectWeeklyReport } from './collect-weekly-report';
import { WeeklyReportEmail, weeklyReportSubject } from './weekly-report-email';
import { weeklyReportLines } from '@/lib/notifications/weekly-report-lines';
import { weeklyReportPeriod, type WeeklyReportPeriod } from './weekly-report-period';

export type WeeklyReportsResult = { sent: number };

const appUrl = (path: string) => new URL(path, env().APP_URL).toString();

/** Teachers due a report this week: the toggle on (a stored true: its default is off), not yet claimed. */
const dueWhere = (weekStart: Date): Prisma.TeacherWhereInput => ({
  deletedAt: null,
  notificationPreferences: { path: ['weeklyReport'], equals: true },
  OR: [{ lastWeeklyReportAt: null }, { lastWeeklyReportAt: { lt: weekStart } }],
});

/**
 * A due teacher's last claim is before their local Monday 00:00, and a report is due from Monday
 * 07:00 local, so that claim is at least six hours old (seven, less a daylight-saving hour): the query
 * skips the teachers served this week, whatever the cron's schedule.
 */
const claimedWithin = 6 * 60 * 60 * 1000;

/**
 * The Monday weekly report (toggle `weeklyReport`, off by default): for each teacher who turned it
 * on, one e-mail and one in-app `weekly_report` notice summarising their previous local week, sent
 * from Monday 07:00 on their clock (the cron runs hourly over the UTC Sunday and Monday, which
 * holds every zone's Monday morning; decision 0063). Idempotent per local week: the teacher is
 * claimed by moving `lastWeeklyReportAt` past their week's start with a conditional UPDATE in the
 * transaction that enqueues the e-mail and writes the notice, so a retried or second run the same
 * week (or two at once) sends nothing more. `teacherIds` narrows the run (tests, a manual resend).
 */
export async function sendWeeklyReports({
  now = new Date(),
  teacherIds,
}: { now?: Date; teacherIds?: string[] } = {}): Promise<WeeklyReportsResult> {
  const teachers = await db.teacher.findMany({
    where: {
      ...dueWhere(new Date(now.getTime() - claimedWithin)),
      ...(teacherIds ? { id: { in: teacherIds } } : {}),
    },
    select: {
      id: true,
      name: true,
      email: true,
      notificationPreferences: true,
      timezone: true,
      locale: true,
      hourCycle: true,
    },
    orderBy: { id: 'asc' },
  });
  let sent = 0;
  for (const teacher of teachers) {
    const period = weeklyReportPeriod(now, usableTimeZone(teacher.timezone));
    // Only on the teacher's Monday: a toggle turned on mid-week waits for the next one.
    if (now < period.dueAt || now >= period.dueUntil) continue;
    if (await sendOneReport(teacher, period, now)) sent += 1;
  }
  return { sent };
}

type ReportTeacher = {
  id: string;
  name: string;
  email: string;
  notificationPreferences: unknown;
  locale: string;
  hourCycle: string | null;
};

async function sendOneReport(teacher: ReportTeacher, period: WeeklyReportPeriod, now: Date): Promise<boolean> {
  const figures = await collectWeeklyReport(teacher.id, period, now);
  // The e-mail in the teacher's language and formats; the in-app notice is stored in English and said
  // in the teacher's language when read (its figures in data, lib/notifications/in-app/notification-text.ts).
  const regional = toRegionalFormat(teacher);
  const lines = weeklyReportLines(figures);
  const weekLabel = formatDateRange(period.firstDay, period.lastDay);
  const emailLines = weeklyReportLines(figures, regional);
  const emailWeek = formatDateRange(period.firstDay, period.lastDay, regional);
  return transaction(async (tx) => {
    const { count } = await tx.teacher.updateMany({
      where: { id: teacher.id, ...dueWhere(period.weekStart) },
      data: { lastWeeklyReportAt: now },
    });
    if (count === 0) return false; // another run claimed this week, or the toggle went off meanwhile
    await enqueueEmail(tx, {
      to: teacher.email,
      teacherId: teacher.id,
      subject: weeklyReportSubject(emailWeek, regional.locale),
      react: createElement(WeeklyReportEmail, {
        teacherName: teacher.name,
        weekLabel: emailWeek,
        lines: emailLines,
        dashboardUrl: appUrl('/teacher'),
        settingsUrl: appUrl('/teacher/settings/notifications'),
        locale: regional.locale,
      }),
    });
    await createInAppNotification(tx, {
      teacherId: teacher.id,
      type: 'weekly_report',
      title: `Your week, ${weekLabel}`,
      body: lines.join(' · '),
      data: {
        href: '/teacher',
        weekStart: period.weekStart.toISOString(),
        firstDay: period.firstDay,
        lastDay: period.lastDay,
        figures,
      },
      preferences: teacher.notificationPreferences,
    });
    return true;
  });
}
