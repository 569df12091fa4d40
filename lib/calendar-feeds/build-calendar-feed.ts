import 'server-only';
import type { SessionStatus } from '@/generated/prisma/enums';
import { describeAttendees, sessionAttendees } from '@/lib/notifications/session-attendees';
import { db, type Prisma } from '@/lib/core/db';
import { env } from '@/lib/core/env';
import { NotFoundError } from '@/lib/core/errors';
import { toLocale, type Locale } from '@/lib/core/locale';
import { dayMs } from '@/lib/core/time';
import { translator, type Translate } from '@/lib/i18n/translator';
import { displayStudent, studentDisplaySelect } from '@/lib/students/student-display';
import { renderFeed, type FeedEvent } from './feed-ics';
import { tokenOfFeedFile } from './feed-token';
import { feedWindowDays } from './schemas';

/**
 * What a feed lists: sessions that take (or took) place. Cancelled, rejected and expired ones are
 * left out rather than sent as STATUS:CANCELLED: a subscription is the whole state, so an app drops
 * an event that is no longer in it; holds are a checkout's 15 minutes, not a lesson yet.
 */
const listedStatuses: SessionStatus[] = ['scheduled', 'pending_confirmation', 'pending_review', 'completed', 'no_show'];

const feedSessionSelect = {
  id: true,
  startUtc: true,
  endUtc: true,
  status: true,
  rescheduleCount: true,
  meetingUrl: true,
  updatedAt: true,
  service: { select: { name: true, updatedAt: true } },
  teacher: { select: { name: true } },
  student: { select: { ...studentDisplaySelect, familyId: true } },
  // Cancelled seats too: they leave the attendees, but their change is part of the event's.
  participants: {
    select: { status: true, updatedAt: true, student: { select: { ...studentDisplaySelect, familyId: true } } },
  },
} satisfies Prisma.SessionSelect;

type FeedSession = Prisma.SessionGetPayload<{ select: typeof feedSessionSelect }>;

/** Whose feed it is; `locale`: the language its texts are in (the owner's, a family's payer's else the teacher's). */
type Owner = { locale: Locale } & (
  | { role: 'teacher'; teacherId: string; name: string }
  | { role: 'student'; teacherId: string; studentId: string; teacherName: string }
  | { role: 'family'; teacherId: string; familyId: string; teacherName: string }
);

async function findOwner(token: string): Promise<Owner | null> {
  const [teacher, student, family] = await Promise.all([
    db.teacher.findFirst({
      where: { calendarFeedToken: token, deletedAt: null },
      select: { id: true, name: true, locale: true },
    }),
    db.student.findFirst({
      where: { calendarFeedToken: token, deletedAt: null, teacher: { deletedAt: null } },
      select: { id: true, teacherId: true, locale: true, teacher: { select: { name: true } } },
    }),
    // One feed per family (issue 34): every member's sessions, for the payer's calendar.
    db.family.findFirst({
      where: { calendarFeedToken: token, teacher: { deletedAt: null } },
      select: { id: true, teacherId: true, payerLocale: true, teacher: { select: { name: true, locale: true } } },
    }),
  ]);
  if (family) {
    return {
      role: 'family',
      teacherId: family.teacherId,
      familyId: family.id,
      teacherName: family.teacher.name,
      locale: toLocale(family.payerLocale ?? family.teacher.locale),
    };
  }
  if (teacher) return { role: 'teacher', teacherId: teacher.id, name: teacher.name, locale: toLocale(teacher.locale) };
  if (student) {
    return {
      role: 'student',
      teacherId: student.teacherId,
      studentId: student.id,
      teacherName: student.teacher.name,
      locale: toLocale(student.locale),
    };
  }
  return null;
}

const ownerWhere = (owner: Owner): Prisma.SessionWhereInput =>
  owner.role === 'teacher'
    ? { teacherId: owner.teacherId }
    : owner.role === 'family'
      ? {
          teacherId: owner.teacherId,
          OR: [
            { student: { familyId: owner.familyId, deletedAt: null } },
            {
              participants: {
                some: { student: { familyId: owner.familyId, deletedAt: null }, status: { not: 'cancelled' } },
              },
            },
          ],
        }
      : {
          teacherId: owner.teacherId,
          OR: [
            { studentId: owner.studentId },
            { participants: { some: { studentId: owner.studentId, status: { not: 'cancelled' } } } },
          ],
        };

function toEvent(session: FeedSession, owner: Owner, appUrl: string, t: Translate): FeedEvent {
  const attendees = describeAttendees(
    sessionAttendees({
      student: displayStudent(session.student),
      participants: session.participants.map((p) => ({ status: p.status, student: displayStudent(p.student) })),
    }),
    (key, values) => t(`attendees.${key}`, values),
  );
  const pending = session.status === 'pending_confirmation';
  // The teacher's feed holds their students' names (a private URL); a student's never names other students;
  // a family's names its own members only (the payer's feed: whose lesson it is).
  const members =
    owner.role === 'family'
      ? [session.student, ...session.participants.filter((p) => p.status !== 'cancelled').map((p) => p.student)]
          .filter((person) => person?.familyId === owner.familyId)
          .map((person) => displayStudent(person!).name)
      : [];
  const withTeacher = t('feed.withTeacher', { service: session.service.name, teacher: session.teacher.name });
  const [summary, page] =
    owner.role === 'teacher'
      ? [`${session.service.name} · ${attendees}`, `${appUrl}/teacher/sessions/${session.id}`]
      : owner.role === 'family'
        ? [`${withTeacher} · ${members.join(', ')}`, `${appUrl}/portal`]
        : [withTeacher, `${appUrl}/portal`];
  const description = [
    pending ? t('feed.pending') : null,
    session.meetingUrl ? t('feed.meetingLink', { url: session.meetingUrl }) : null,
    t('feed.inLektio', { url: page }),
  ]
    .filter(Boolean)
    .join('\n');
  return {
    sessionId: session.id,
    start: session.startUtc,
    end: session.endUtc,
    summary,
    description,
    meetingUrl: session.meetingUrl,
    tentative: pending,
    sequence: session.rescheduleCount,
    updatedAt: lastChange(session),
  };
}

/**
 * The event's last change: the latest of the session's, its service's and its seats'. Stable between
 * fetches, so the feed's DTSTAMP and LAST-MODIFIED move only when the event may have. (A person's
 * rename is left out: a teacher's or student's row changes for much else, weekly reports included.)
 */
const lastChange = (session: FeedSession): Date =>
  new Date(
    Math.max(
      session.updatedAt.getTime(),
      session.service.updatedAt.getTime(),
      ...session.participants.map((participant) => participant.updatedAt.getTime()),
    ),
  );

/**
 * The iCalendar text of the feed whose URL ends in `file` (`<token>.ics`): the owner's sessions from
 * 60 days ago to 365 days ahead, in one query after the token lookup. An unknown, rotated or turned
 * off token is 404, like a malformed one.
 */
export async function buildCalendarFeed({ file, now = new Date() }: { file: string; now?: Date }): Promise<string> {
  const token = tokenOfFeedFile(file);
  const owner = token ? await findOwner(token) : null;
  if (!owner) throw new NotFoundError('Calendar feed');
  const sessions = await db.session.findMany({
    where: {
      ...ownerWhere(owner),
      status: { in: listedStatuses },
      startUtc: {
        gte: new Date(now.getTime() - feedWindowDays.past * dayMs),
        lt: new Date(now.getTime() + feedWindowDays.future * dayMs),
      },
    },
    orderBy: [{ startUtc: 'asc' }, { id: 'asc' }],
    select: feedSessionSelect,
  });
  const appUrl = env().APP_URL.replace(/\/$/, '');
  // The feed's texts in its owner's language (issue 32): names, services and links as written.
  const t = translator(owner.locale, 'ics');
  const name =
    owner.role === 'teacher'
      ? t('feed.teacherName', { teacher: owner.name })
      : t('feed.studentName', { teacher: owner.teacherName });
  return renderFeed({ name, events: sessions.map((session) => toEvent(session, owner, appUrl, t)) });
}
