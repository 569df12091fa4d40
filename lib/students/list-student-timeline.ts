import 'server-only';
import { Prisma } from '@/generated/prisma/client';
import type { ContactChannel, LifecycleEventType, ParticipantStatus, SessionStatus } from '@/generated/prisma/enums';
import { db } from '@/lib/core/db';
import type { TPagination } from '@/lib/core/pagination';
import { pageWindow, toPage } from '@/lib/core/pagination';
import { assertOwnStudent } from './assert-own-student';
import { lifecycleMetadata } from './lifecycle-metadata';
import { canonicalLifecycleType, type TTimelineItem, type TTimelinePage } from './lifecycle-schemas';

type ListStudentTimeline = { teacherId: string; studentId: string; query: TPagination };

type TimelineRow = { kind: TTimelineItem['kind']; id: string; at: Date; data: Record<string, unknown> };

/**
 * The four sources as one relation (kind, id, at, data). Sessions are those the student leads or
 * takes part in, found through both indexes and de-duplicated by the UNION of their ids.
 */
const timelineItems = (teacherId: string, studentId: string) => Prisma.sql`
  WITH own_sessions AS (
    SELECT s."id" FROM "sessions" s WHERE s."teacherId" = ${teacherId}::uuid AND s."studentId" = ${studentId}::uuid
    UNION
    SELECT p."sessionId" FROM "session_participants" p
     WHERE p."teacherId" = ${teacherId}::uuid AND p."studentId" = ${studentId}::uuid
  )
  SELECT 'contact' AS "kind", c."id", c."sentAt" AS "at",
         jsonb_build_object('channel', c."channel", 'note', c."note") AS "data"
    FROM "contact_log_entries" c
   WHERE c."teacherId" = ${teacherId}::uuid AND c."studentId" = ${studentId}::uuid
  UNION ALL
  SELECT 'session', s."id", s."startUtc",
         jsonb_build_object('status', s."status", 'participantStatus', p."status", 'serviceName', sv."name",
                            'isTrialSession', s."isTrialSession")
    FROM own_sessions o
    JOIN "sessions" s ON s."id" = o."id"
    JOIN "services" sv ON sv."id" = s."serviceId"
    LEFT JOIN "session_participants" p ON p."sessionId" = s."id" AND p."studentId" = ${studentId}::uuid
  UNION ALL
  SELECT 'lifecycle', e."id", e."occurredAt", jsonb_build_object('type', e."type", 'metadata', e."metadata")
    FROM "student_lifecycle_events" e
   WHERE e."teacherId" = ${teacherId}::uuid AND e."studentId" = ${studentId}::uuid
  UNION ALL
  SELECT 'review', r."id", r."createdAt",
         jsonb_build_object('rating', r."rating", 'content', r."content", 'status', r."status",
                            'teacherResponse', r."teacherResponse")
    FROM "reviews" r
   WHERE r."teacherId" = ${teacherId}::uuid AND r."studentId" = ${studentId}::uuid`;

function toTimelineItem({ kind, id, at, data }: TimelineRow): TTimelineItem {
  const base = { id, at: at.toISOString() };
  switch (kind) {
    case 'contact':
      return { ...base, kind, channel: data.channel as ContactChannel, note: (data.note as string | null) ?? null };
    case 'session':
      return {
        ...base,
        kind,
        status: data.status as SessionStatus,
        participantStatus: (data.participantStatus as ParticipantStatus | null) ?? null,
        serviceName: String(data.serviceName),
        isTrialSession: Boolean(data.isTrialSession),
      };
    case 'lifecycle': {
      const type = data.type as LifecycleEventType;
      return {
        ...base,
        kind,
        type,
        canonicalType: canonicalLifecycleType(type),
        metadata: lifecycleMetadata(data.metadata),
      };
    }
    case 'review':
      return {
        ...base,
        kind,
        rating: Number(data.rating),
        content: (data.content as string | null) ?? null,
        status: String(data.status),
        teacherResponse: (data.teacherResponse as string | null) ?? null,
      };
  }
}

/**
 * A student's history in time order, newest first: contact log entries (at `sentAt`), sessions (at
 * their start), lifecycle events (at `occurredAt`) and reviews (at `createdAt`). One UNION ALL query
 * sorted by (at desc, kind, id) pages with page/limit like every list; a second one counts. So a
 * page costs the same whatever the history, and the order is total, so pages never overlap.
 */
export async function listStudentTimeline({
  teacherId,
  studentId,
  query,
}: ListStudentTimeline): Promise<TTimelinePage> {
  await assertOwnStudent(teacherId, studentId);
  const items = timelineItems(teacherId, studentId);
  const { skip, take } = pageWindow(query);
  const [rows, [{ total }]] = await Promise.all([
    db.$queryRaw<TimelineRow[]>`
      SELECT "kind", "id"::text AS "id", "at", "data" FROM (${items}) AS items
       ORDER BY "at" DESC, "kind" ASC, "id" DESC
       LIMIT ${take} OFFSET ${skip}`,
    db.$queryRaw<[{ total: number }]>`SELECT count(*)::int AS "total" FROM (${items}) AS items`,
  ]);
  return toPage(rows.map(toTimelineItem), total, query);
}
