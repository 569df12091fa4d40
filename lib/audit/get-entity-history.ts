import 'server-only';
import { db } from '@/lib/core/db';
import { pageWindow, toPage, type Page } from '@/lib/core/pagination';
import { studentActorNames } from './actor-names';
import { auditEntrySelect, toAuditLogEntry } from './audit-entry-fields';
import type { TAuditLogEntry, TEntityHistoryQuery } from './schemas';

/**
 * Every entry of one entity of the teacher, oldest first (its story in order), on the (teacherId,
 * entityType, entityId) index. An entity another teacher owns, or that never was, has no entries:
 * the history of a deleted record stays readable, so an empty list is not a 404.
 */
export async function getEntityHistory({
  teacherId,
  query,
}: {
  teacherId: string;
  query: TEntityHistoryQuery;
}): Promise<Page<TAuditLogEntry>> {
  const where = { teacherId, entityType: query.entityType, entityId: query.entityId };
  const [rows, total] = await Promise.all([
    db.auditLog.findMany({
      where,
      select: auditEntrySelect,
      orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
      ...pageWindow(query),
    }),
    db.auditLog.count({ where }),
  ]);
  const names = await studentActorNames(teacherId, rows);
  return toPage(
    rows.map((row) => toAuditLogEntry(row, teacherId, names)),
    total,
    query,
  );
}
