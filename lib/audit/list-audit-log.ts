import 'server-only';
import { db, type Prisma } from '@/lib/core/db';
import { escapeLikePattern } from '@/lib/core/like-pattern';
import { pageWindow, toPage, type Page } from '@/lib/core/pagination';
import { studentActorNames } from './actor-names';
import { auditEntrySelect, toAuditLogEntry } from './audit-entry-fields';
import { dayRangeWhere } from './audit-period';
import type { TAuditLogEntry, TListAuditLogQuery } from './schemas';

/** An action filter ending in a dot is a prefix (`session.`), anything else the exact action. */
export const actionWhere = (action: string): Prisma.StringFilter | string =>
  action.endsWith('.') ? { startsWith: escapeLikePattern(action) } : action;

export function auditLogWhere(
  teacherId: string,
  query: Omit<Partial<TListAuditLogQuery>, 'page' | 'limit'>,
  zone: string,
): Prisma.AuditLogWhereInput {
  const createdAt = dayRangeWhere(query, zone);
  return {
    // Tenancy: only entries of this teacher; system entries without a teacher are never listed.
    teacherId,
    ...(query.action ? { action: actionWhere(query.action) } : {}),
    ...(query.entityType ? { entityType: query.entityType } : {}),
    ...(query.actorType ? { actorType: query.actorType } : {}),
    ...(createdAt ? { createdAt } : {}),
  };
}

/**
 * The teacher's audit log, newest first (or by action), filtered by action (exact or prefix),
 * entity type, actor type and days on the teacher's clock: one query for the page and one count,
 * on the (teacherId, createdAt) and (teacherId, action) indexes.
 */
export async function listAuditLog({
  teacherId,
  timezone,
  query,
}: {
  teacherId: string;
  timezone: string;
  query: TListAuditLogQuery;
}): Promise<Page<TAuditLogEntry>> {
  const where = auditLogWhere(teacherId, query, timezone);
  const orderBy: Prisma.AuditLogOrderByWithRelationInput[] =
    query.sort === 'action'
      ? [{ action: query.direction }, { createdAt: 'desc' }, { id: 'desc' }]
      : [{ createdAt: query.direction }, { id: query.direction }];
  const [rows, total] = await Promise.all([
    db.auditLog.findMany({ where, select: auditEntrySelect, orderBy, ...pageWindow(query) }),
    db.auditLog.count({ where }),
  ]);
  const names = await studentActorNames(teacherId, rows);
  return toPage(
    rows.map((row) => toAuditLogEntry(row, teacherId, names)),
    total,
    query,
  );
}
