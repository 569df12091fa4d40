import 'server-only';
import { loadSessionBusy } from '@/lib/availability/load-session-busy';
import { loadTeacherAvailability } from '@/lib/availability/load-teacher-availability';
import { workingIntervals } from '@/lib/availability/working-intervals';
import { db } from '@/lib/core/db';
import { NotFoundError } from '@/lib/core/errors';
import { decodeText } from '../decode-text';
import { countRows, getImport } from '../import-view';
import { maxImportRows, type TImport } from '../schemas';
import { expandIcs } from './expand-ics';
import { checkSessionRows } from './session-rows';

type PreviewSessionsImport = { teacherId: string; bytes: Uint8Array; fileName: string; serviceId: string; now?: Date };

/** How far ahead a recurring event is expanded: lessons beyond it are booked later, as usual. */
const horizonDays = 365;

/**
 * Reads an .ics export of the teacher's calendar and stores the sessions it would create (issue 37),
 * writing no session: occurrences from now to 12 months ahead, each checked against availability,
 * the sessions already booked and the file's other lessons; attendees matched to students by e-mail.
 * The service must be one of the teacher's (404 otherwise).
 */
export async function previewSessionsImport({
  teacherId,
  bytes,
  fileName,
  serviceId,
  now = new Date(),
}: PreviewSessionsImport): Promise<TImport> {
  const teacher = await db.teacher.findFirst({ where: { id: teacherId, deletedAt: null }, select: { timezone: true } });
  if (!teacher) throw new NotFoundError('Teacher');
  const service = await db.service.findFirst({
    where: { id: serviceId, teacherId, deletedAt: null },
    select: { id: true },
  });
  if (!service) throw new NotFoundError('Service');

  const to = new Date(now.getTime() + horizonDays * 86_400_000);
  const occurrences = expandIcs({
    text: decodeText(bytes).text,
    from: now,
    to,
    limit: maxImportRows,
    fallbackZone: teacher.timezone,
  });
  const range = { start: now.getTime(), end: to.getTime() };
  const availability = await loadTeacherAvailability({ teacherId, range });
  const busy = await loadSessionBusy({ teacherId, from: now, to, now });
  const emails = [...new Set(occurrences.flatMap((occurrence) => occurrence.attendees))];
  const students = await db.student.findMany({
    where: { teacherId, deletedAt: null, email: { in: emails, mode: 'insensitive' } },
    select: { id: true, name: true, email: true },
  });
  const rows = checkSessionRows(occurrences, {
    working: workingIntervals({ availability, range }),
    busy,
    students: new Map(students.map((student) => [student.email.toLowerCase(), student])),
  });

  const importId = await db.$transaction(async (tx) => {
    const created = await tx.import.create({
      data: {
        teacherId,
        kind: 'sessions_ics',
        fileName: fileName.slice(0, 200),
        preset: 'ics',
        serviceId,
        counts: countRows(rows),
      },
      select: { id: true },
    });
    await tx.importRow.createMany({
      data: rows.map((row) => ({
        importId: created.id,
        teacherId,
        line: row.line,
        action: row.action,
        values: row.values,
        errors: row.errors,
      })),
    });
    return created.id;
  });
  return getImport({ teacherId, importId });
}
