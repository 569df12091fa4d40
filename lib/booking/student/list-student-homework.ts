import 'server-only';
import { db } from '@/lib/core/db';
import { toPage, type Page } from '@/lib/core/pagination';
import type { TListStudentHomeworkQuery, TStudentHomework } from './schemas';
import {
  homeworkDoneAt,
  ownSessionWhere,
  studentPlace,
  studentSessionSelect,
  type StudentRef,
} from './student-session-fields';

/** A far-future stand-in so homework without a due date sorts after every dated one. */
const noDueDate = Number.MAX_SAFE_INTEGER;

/**
 * The homework of the student's sessions (primary or participant; not cancelled for them), open
 * first by due date (undated last, then by lesson time), then done ones, latest marked first.
 * `status` keeps only open or only done. A student has at most a few hundred lessons with homework,
 * so the rows are read once and ordered here: the done mark lives on the session or on the
 * participant row, which no single ORDER BY column holds.
 */
export async function listStudentHomework({
  student,
  query,
  now = new Date(),
}: {
  student: StudentRef;
  query: TListStudentHomeworkQuery;
  now?: Date;
}): Promise<Page<TStudentHomework>> {
  const rows = await db.session.findMany({
    where: {
      AND: [ownSessionWhere(student), { homework: { not: null } }, { status: { notIn: ['expired', 'rejected'] } }],
    },
    select: studentSessionSelect(student.id),
    orderBy: [{ startUtc: 'asc' }, { id: 'asc' }],
  });
  const items = rows
    .map((row) => ({ row, doneAt: homeworkDoneAt(row, studentPlace(row, student.id)) }))
    .filter(({ row }) => row.homework && row.homework.trim() !== '')
    .filter(({ doneAt }) => !query.status || (query.status === 'done') === (doneAt !== null));
  items.sort((a, b) => {
    if ((a.doneAt === null) !== (b.doneAt === null)) return a.doneAt === null ? -1 : 1;
    if (a.doneAt && b.doneAt) return b.doneAt.getTime() - a.doneAt.getTime();
    const due = (a.row.homeworkDueAt?.getTime() ?? noDueDate) - (b.row.homeworkDueAt?.getTime() ?? noDueDate);
    return due || a.row.startUtc.getTime() - b.row.startUtc.getTime();
  });
  const start = (query.page - 1) * query.limit;
  const data = items.slice(start, start + query.limit).map(({ row, doneAt }) => ({
    sessionId: row.id,
    startsAt: row.startUtc.toISOString(),
    service: { id: row.service.id, name: row.service.name },
    homework: row.homework!,
    homeworkDueAt: row.homeworkDueAt?.toISOString() ?? null,
    homeworkDoneAt: doneAt?.toISOString() ?? null,
    overdue: doneAt === null && row.homeworkDueAt !== null && row.homeworkDueAt.getTime() < now.getTime(),
  }));
  return toPage(data, items.length, query);
}
