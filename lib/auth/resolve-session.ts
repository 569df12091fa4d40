import { db } from '@/lib/core/db';
import { isSessionIdFormat, sessionKey } from './session-token';

export type TeacherIdentity = {
  id: string;
  name: string;
  email: string;
  slug: string;
  avatarUrl: string | null;
  timezone: string;
  onboardingCompleted: boolean;
  /** Language and clock of the teacher's area (issue 32). */
  locale: string;
  hourCycle: string | null;
};
export type StudentIdentity = {
  id: string;
  teacherId: string;
  name: string;
  email: string;
  timezone: string;
  /** Language and clock of the student's portal (issue 32). */
  locale: string;
  hourCycle: string | null;
  /** The student's family (issue 34), or null: a member signed in as themselves sees no family money. */
  familyId: string | null;
  isMinor: boolean;
};

/**
 * The family's payer behind a payer session (issue 34): they signed in with their own e-mail and act
 * for one member of their family at a time (`student` is that member).
 */
export type PayerIdentity = { familyId: string; name: string; email: string };

export type ResolvedSession =
  | { role: 'teacher'; key: string; expiresAt: Date; teacher: TeacherIdentity }
  | {
      role: 'student';
      key: string;
      expiresAt: Date;
      student: StudentIdentity;
      impersonatorTeacherId: string | null;
      /** Set for a payer's session: every `/api/student/*` route acts for `student` on their behalf. */
      payer: PayerIdentity | null;
    };

/** The session with its owner, flat: owner columns are null when that side of the join is empty. */
type SessionRow = {
  role: 'teacher' | 'student';
  expiresAt: Date;
  impersonatorTeacherId: string | null;
  teacherId: string | null;
  teacherName: string | null;
  teacherEmail: string | null;
  teacherSlug: string | null;
  teacherAvatarUrl: string | null;
  teacherTimezone: string | null;
  teacherOnboardingCompleted: boolean | null;
  teacherLocale: string | null;
  teacherHourCycle: string | null;
  teacherDeletedAt: Date | null;
  studentId: string | null;
  studentTeacherId: string | null;
  studentName: string | null;
  studentEmail: string | null;
  studentTimezone: string | null;
  studentLocale: string | null;
  studentHourCycle: string | null;
  studentDeletedAt: Date | null;
  studentFamilyId: string | null;
  studentIsMinor: boolean | null;
  /** The session's family (a payer's session); null for every other session. */
  sessionFamilyId: string | null;
  /** The family, when the acting student is still its member with the same teacher. */
  familyId: string | null;
  payerName: string | null;
  payerEmail: string | null;
};

/**
 * Every authenticated request runs this, so the owner is joined in the same statement: Prisma's
 * include would load the session, its teacher and its student as three queries (decision 0055).
 */
function readSessionRow(key: string): Promise<SessionRow[]> {
  return db.$queryRaw<SessionRow[]>`
    SELECT a."role"::text AS "role", a."expiresAt", a."impersonatorTeacherId"::text AS "impersonatorTeacherId",
           t."id"::text AS "teacherId", t."name" AS "teacherName", t."email" AS "teacherEmail",
           t."slug" AS "teacherSlug", t."avatarUrl" AS "teacherAvatarUrl", t."timezone" AS "teacherTimezone",
           t."onboardingCompleted" AS "teacherOnboardingCompleted", t."deletedAt" AS "teacherDeletedAt",
           t."locale" AS "teacherLocale", t."hourCycle" AS "teacherHourCycle",
           s."locale" AS "studentLocale", s."hourCycle" AS "studentHourCycle",
           s."id"::text AS "studentId", s."teacherId"::text AS "studentTeacherId", s."name" AS "studentName",
           s."email" AS "studentEmail", s."timezone" AS "studentTimezone", s."deletedAt" AS "studentDeletedAt",
           s."familyId"::text AS "studentFamilyId", s."isMinor" AS "studentIsMinor",
           a."familyId"::text AS "sessionFamilyId", f."id"::text AS "familyId",
           f."payerName" AS "payerName", f."payerEmail" AS "payerEmail"
      FROM "auth_sessions" a
      LEFT JOIN "teachers" t ON t."id" = a."teacherId"
      LEFT JOIN "students" s ON s."id" = a."studentId"
      LEFT JOIN "families" f ON f."id" = a."familyId" AND f."id" = s."familyId" AND f."teacherId" = s."teacherId"
     WHERE a."id" = ${key}`;
}

/** The session behind a cookie value, or null: bad format, unknown, expired, or its owner is gone. */
export async function resolveSession(sessionId: string | undefined, now = new Date()): Promise<ResolvedSession | null> {
  if (!isSessionIdFormat(sessionId)) return null;
  const key = sessionKey(sessionId);
  const [row] = await readSessionRow(key);
  if (!row || row.expiresAt <= now) return null;
  if (row.role === 'teacher' && row.teacherId !== null && row.teacherDeletedAt === null) {
    const teacher: TeacherIdentity = {
      id: row.teacherId,
      name: row.teacherName!,
      email: row.teacherEmail!,
      slug: row.teacherSlug!,
      avatarUrl: row.teacherAvatarUrl,
      timezone: row.teacherTimezone!,
      onboardingCompleted: row.teacherOnboardingCompleted!,
      locale: row.teacherLocale!,
      hourCycle: row.teacherHourCycle,
    };
    return { role: 'teacher', key, expiresAt: row.expiresAt, teacher };
  }
  if (row.role === 'student' && row.studentId !== null && row.studentDeletedAt === null) {
    // A payer's session whose member left the family (or whose family is gone) acts for nobody.
    if (row.sessionFamilyId !== null && row.familyId === null) return null;
    const student: StudentIdentity = {
      id: row.studentId,
      teacherId: row.studentTeacherId!,
      name: row.studentName!,
      email: row.studentEmail!,
      timezone: row.studentTimezone!,
      locale: row.studentLocale!,
      hourCycle: row.studentHourCycle,
      familyId: row.studentFamilyId,
      isMinor: row.studentIsMinor ?? false,
    };
    return {
      role: 'student',
      key,
      expiresAt: row.expiresAt,
      student,
      impersonatorTeacherId: row.impersonatorTeacherId,
      payer: row.familyId ? { familyId: row.familyId, name: row.payerName!, email: row.payerEmail! } : null,
    };
  }
  return null;
}
