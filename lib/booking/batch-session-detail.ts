import 'server-only';
import { db } from '@/lib/core/db';
import { displayStudent } from '@/lib/students/student-display';
import type { TBatchDetailInput, TSessionDetail } from './session-schemas';

type JsonStudent = {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  deletedAt: string | null;
  anonymizedAt: string | null;
};

type DetailRow = Omit<
  TSessionDetail,
  'startsAt' | 'endsAt' | 'completedAt' | 'cancelledAt' | 'student' | 'participants' | 'homeworkDueAt' | 'homeworkDoneAt'
> & {
  homeworkDueAt: Date | null;
  homeworkDoneAt: Date | null;
  startUtc: Date;
  endUtc: Date;
  completedAt: Date | null;
  cancelledAt: Date | null;
  student: JsonStudent | null;
  participants: {
    id: string;
    status: TSessionDetail['participants'][number]['status'];
    enrollmentId: string | null;
    homeworkDoneAt: string | null;
    student: JsonStudent;
  }[];
};

const shown = (student: JsonStudent) =>
  displayStudent({
    ...student,
    deletedAt: student.deletedAt ? new Date(student.deletedAt) : null,
    anonymizedAt: student.anonymizedAt ? new Date(student.anonymizedAt) : null,
  });

/**
 * Every detail of up to 50 sessions of the teacher in ONE statement (service, primary student and
 * participants aggregated as JSON). Ids of other teachers' or missing sessions are left out; the
 * rows come by start time.
 */
export async function batchSessionDetail({
  teacherId,
  input,
}: {
  teacherId: string;
  input: TBatchDetailInput;
}): Promise<{ data: TSessionDetail[] }> {
  const rows = await db.$queryRaw<DetailRow[]>`
    SELECT s."id", s."startUtc", s."endUtc", s."status"::text AS "status", s."timezone", s."isTrialSession",
           s."enrollmentId", s."rescheduleCount", s."meetingUrl", s."teacherNotes", s."summary", s."homework",
           s."homeworkDueAt", s."homeworkDoneAt",
           s."completedAt", s."cancelledAt", s."cancellationReason",
           json_build_object('id', sv."id", 'name', sv."name", 'durationMinutes', sv."durationMinutes",
                             'groupType', sv."groupType", 'capacity', sv."capacity") AS "service",
           CASE WHEN st."id" IS NULL THEN NULL ELSE
             json_build_object('id', st."id", 'name', st."name", 'email', st."email", 'phone', st."phone",
                               'deletedAt', st."deletedAt", 'anonymizedAt', st."anonymizedAt") END AS "student",
           COALESCE((
             SELECT json_agg(json_build_object(
                      'id', p."id", 'status', p."status", 'enrollmentId', p."enrollmentId",
                      'homeworkDoneAt', to_char(p."homeworkDoneAt" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
                      'student', json_build_object('id', ps."id", 'name', ps."name", 'email', ps."email",
                                                   'phone', ps."phone", 'deletedAt', ps."deletedAt",
                                                   'anonymizedAt', ps."anonymizedAt"))
                      ORDER BY p."createdAt", p."id")
               FROM "session_participants" p JOIN "students" ps ON ps."id" = p."studentId"
              WHERE p."sessionId" = s."id"), '[]'::json) AS "participants"
      FROM "sessions" s
      JOIN "services" sv ON sv."id" = s."serviceId"
      LEFT JOIN "students" st ON st."id" = s."studentId"
     WHERE s."teacherId" = ${teacherId}::uuid AND s."id" = ANY(${input.sessionIds}::uuid[])
     ORDER BY s."startUtc", s."id"`;
  return {
    data: rows.map(({ startUtc, endUtc, completedAt, cancelledAt, student, participants, homeworkDueAt, homeworkDoneAt, ...row }) => ({
      ...row,
      homeworkDueAt: homeworkDueAt?.toISOString() ?? null,
      homeworkDoneAt: homeworkDoneAt?.toISOString() ?? null,
      startsAt: startUtc.toISOString(),
      endsAt: endUtc.toISOString(),
      completedAt: completedAt?.toISOString() ?? null,
      cancelledAt: cancelledAt?.toISOString() ?? null,
      student: student && shown(student),
      participants: participants.map((participant) => ({ ...participant, student: shown(participant.student) })),
    })),
  };
}
