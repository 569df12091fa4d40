import 'server-only';
import { db } from '@/lib/core/db';
import { NotFoundError } from '@/lib/core/errors';
import { Mood } from '@/generated/prisma/enums';
import { linkedResourceSelect, toStudentResource } from './student-resource';
import { listSessionMaterials } from '../list-session-materials';
import type { TStudentSessionDetail } from './schemas';
import {
  ownSessionWhere,
  studentPlace,
  studentSessionSelect,
  toStudentSession,
  type StudentRef,
} from './student-session-fields';

const moods = new Set<string>(Object.values(Mood));

/**
 * One session of the student (primary or participant) with its summary, homework, linked resources
 * (`{ id, title, type, url, fileName, contentType }`: those linked directly first, then those of the linked
 * templates, each once) and templates (`{ id, title }`), and the student's mood; never the teacher's notes nor anyone's phone. Another student's or teacher's
 * session is 404. The primary student's mood of a session lives in their `mood_updated` lifecycle
 * event (see submit-session-mood.ts); a participant's on their participant row.
 */
export async function getStudentSession({
  student,
  sessionId,
  now = new Date(),
}: {
  student: StudentRef;
  sessionId: string;
  now?: Date;
}): Promise<TStudentSessionDetail> {
  const row = await db.session.findFirst({
    where: { id: sessionId, ...ownSessionWhere(student) },
    select: {
      ...studentSessionSelect(student.id),
      resources: {
        where: { resource: { deletedAt: null } },
        orderBy: [{ createdAt: 'asc' }, { resourceId: 'asc' }],
        select: { resource: { select: linkedResourceSelect } },
      },
      // Resources of the lesson plans applied: the student may open them too (issue 33 item 3).
      templates: {
        where: { template: { deletedAt: null } },
        orderBy: [{ appliedAt: 'asc' }, { templateId: 'asc' }],
        select: {
          template: {
            select: {
              resources: {
                where: { resource: { deletedAt: null } },
                orderBy: [{ position: 'asc' }, { resourceId: 'asc' }],
                select: { resource: { select: linkedResourceSelect } },
              },
            },
          },
        },
      },
    },
  });
  if (!row) throw new NotFoundError('Session');
  const place = studentPlace(row, student.id);
  const [mood, materials] = await Promise.all([
    place.role === 'participant' ? place.participant.mood : primaryMood(student, sessionId),
    // Templates by the name they had when applied, as the teacher's session page shows them.
    listSessionMaterials({ teacherId: student.teacherId, sessionId }),
  ]);
  return {
    ...toStudentSession(row, student.id, now),
    mood,
    resources: uniqueResources([
      ...row.resources.map(({ resource }) => resource),
      ...row.templates.flatMap(({ template }) => template.resources.map(({ resource }) => resource)),
    ]).map(toStudentResource),
    templates: materials.templates.map(({ id, name }) => ({ id, title: name })),
  };
}

async function primaryMood(student: StudentRef, sessionId: string) {
  const event = await db.studentLifecycleEvent.findFirst({
    where: {
      teacherId: student.teacherId,
      studentId: student.id,
      type: 'mood_updated',
      metadata: { path: ['sessionId'], equals: sessionId },
    },
    orderBy: [{ occurredAt: 'desc' }, { createdAt: 'desc' }],
    select: { metadata: true },
  });
  const mood = (event?.metadata as { mood?: unknown } | null)?.mood;
  return typeof mood === 'string' && moods.has(mood) ? (mood as Mood) : null;
}

function uniqueResources<R extends { id: string }>(resources: R[]): R[] {
  const seen = new Set<string>();
  return resources.filter((resource) => !seen.has(resource.id) && Boolean(seen.add(resource.id)));
}
