import 'server-only';
import { createElement } from 'react';
import { env } from '@/lib/core/env';
import { formatDateTime } from '@/lib/core/format-regional';
import { formatDate } from '@/lib/core/format-time';
import { toRegionalFormat } from '@/lib/core/locale';
import { dayMs } from '@/lib/core/time';
import { enqueueEmail } from '@/lib/outbox/enqueue-email';
import { transaction } from '@/lib/outbox/transaction';
import { DeletionNoticeEmail, deletionNoticeLine, deletionNoticeSubject } from './deletion-notice-email';
import { findInactiveStudents, type InactiveStudent } from './inactive-students';
import { deletionNoticeKind } from './retention-rules';
import type { TRetentionSettings } from './schemas';

/** Names listed in one notice e-mail; the rest are counted. */
const listedInEmail = 50;

/** The day a noticed student can be erased: the end of their inactivity period, never before the notice period ends. */
const eraseFrom = (student: InactiveStudent, settings: TRetentionSettings, now: Date) =>
  new Date(
    Math.max(
      student.lastActivityAt.getTime() + settings.inactiveStudentDays * dayMs,
      now.getTime() + settings.notifyBeforeDeleteDays * dayMs,
    ),
  );

/**
 * With autoDeleteEnabled, students who will be inactive beyond inactiveStudentDays within
 * notifyBeforeDeleteDays and have no notice covering their inactivity get one: ONE e-mail to the
 * teacher listing them and ONE in-app notification (`erasure_requested`, data.kind
 * `retention_deletion_notice`, data.studentIds), which is also the marker the erasure step reads.
 * Both are written in one transaction under a per-teacher advisory lock, after reading the students
 * again under it, so two runs never notify twice.
 */
export async function sendDeletionNotices({
  teacherId,
  settings,
  now,
}: {
  teacherId: string;
  settings: TRetentionSettings;
  now: Date;
}): Promise<number> {
  if (!settings.autoDeleteEnabled) return 0;
  const minDays = settings.inactiveStudentDays - settings.notifyBeforeDeleteDays;
  return transaction(async (tx) => {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`retention-notice:${teacherId}`}, 0))`;
    const found = await findInactiveStudents({ teacherId, settings, now, minDays }, tx);
    const due = found.filter((student) => student.noticedAt === null);
    if (due.length === 0) return 0;
    const teacher = await tx.teacher.findUniqueOrThrow({
      where: { id: teacherId },
      select: { name: true, email: true, timezone: true, locale: true, hourCycle: true },
    });
    // The e-mail in the teacher's language and date format; the in-app notice stays English for now.
    const regional = toRegionalFormat(teacher);
    const day = (at: Date) => formatDateTime(at, teacher.timezone, 'date', regional);
    const dates = due.map((student) => eraseFrom(student, settings, now));
    const first = new Date(Math.min(...dates.map((date) => date.getTime())));
    const plural = due.length === 1 ? 'student' : 'students';
    const settingsUrl = new URL('/teacher/settings/retention', env().APP_URL).toString();
    await enqueueEmail(tx, {
      to: teacher.email,
      teacherId,
      subject: deletionNoticeSubject(due.length, day(first), regional.locale),
      react: createElement(DeletionNoticeEmail, {
        teacherName: teacher.name,
        lines: due
          .slice(0, listedInEmail)
          .map((student, index) =>
            deletionNoticeLine(
              { student: student.name, lastActive: day(student.lastActivityAt), erasedFrom: day(dates[index]!) },
              regional.locale,
            ),
          ),
        more: Math.max(0, due.length - listedInEmail),
        notifyBeforeDeleteDays: settings.notifyBeforeDeleteDays,
        settingsUrl,
        locale: regional.locale,
      }),
    });
    await tx.notification.create({
      data: {
        teacherId,
        type: 'erasure_requested',
        title: `${String(due.length)} inactive ${plural} will be erased`,
        body: `From ${formatDate(first, teacher.timezone)}, unless they become active again. The e-mail we sent lists them; turn automatic deletion off to keep them.`,
        data: {
          kind: deletionNoticeKind,
          studentIds: due.map((student) => student.id),
          href: '/teacher/settings/retention',
          eraseFrom: first.toISOString(),
        },
        createdAt: now,
      },
    });
    return due.length;
  });
}
