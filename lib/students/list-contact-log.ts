import 'server-only';
import type { Prisma } from '@/lib/core/db';
import { db } from '@/lib/core/db';
import { pageWindow, toPage } from '@/lib/core/pagination';
import { assertOwnStudent } from './assert-own-student';
import { contactLogSelect, toContactLogEntry } from './contact-log-fields';
import type { TContactLogPage } from './response-schemas';
import type { TListContactLogQuery } from './schemas';

type ListContactLog = { teacherId: string; query: TListContactLogQuery };

/**
 * Contact log entries, latest `sentAt` first: one student's (404 unless theirs and not deleted) or,
 * without `studentId`, all of the teacher's non-deleted students.
 */
export async function listContactLog({ teacherId, query }: ListContactLog): Promise<TContactLogPage> {
  if (query.studentId) await assertOwnStudent(teacherId, query.studentId);
  const where: Prisma.ContactLogEntryWhereInput = query.studentId
    ? { teacherId, studentId: query.studentId }
    : { teacherId, student: { deletedAt: null } };
  const [total, rows] = await Promise.all([
    db.contactLogEntry.count({ where }),
    db.contactLogEntry.findMany({
      where,
      orderBy: [{ sentAt: 'desc' }, { id: 'asc' }],
      ...pageWindow(query),
      select: contactLogSelect,
    }),
  ]);
  return toPage(rows.map(toContactLogEntry), total, query);
}
