import 'server-only';
import type { Prisma } from '@/lib/core/db';
import { db } from '@/lib/core/db';
import { pageWindow, toPage } from '@/lib/core/pagination';
import { assertOwnStudent } from './assert-own-student';
import { lifecycleMetadata } from './lifecycle-metadata';
import { canonicalLifecycleType, lifecycleTypesMatching, type TLifecyclePage } from './lifecycle-schemas';
import { type TListLifecycleQuery } from './schemas';

type ListLifecycleEvents = { teacherId: string; studentId: string; query: TListLifecycleQuery };

/** A student's lifecycle events, newest first; filtering by a type finds its alias too. */
export async function listLifecycleEvents({
  teacherId,
  studentId,
  query,
}: ListLifecycleEvents): Promise<TLifecyclePage> {
  await assertOwnStudent(teacherId, studentId);
  const where: Prisma.StudentLifecycleEventWhereInput = {
    teacherId,
    studentId,
    ...(query.type ? { type: { in: lifecycleTypesMatching(query.type) } } : {}),
  };
  const [total, rows] = await Promise.all([
    db.studentLifecycleEvent.count({ where }),
    db.studentLifecycleEvent.findMany({
      where,
      orderBy: [{ occurredAt: 'desc' }, { createdAt: 'desc' }, { id: 'asc' }],
      ...pageWindow(query),
      select: { id: true, studentId: true, type: true, occurredAt: true, metadata: true },
    }),
  ]);
  const events = rows.map((row) => ({
    ...row,
    canonicalType: canonicalLifecycleType(row.type),
    occurredAt: row.occurredAt.toISOString(),
    metadata: lifecycleMetadata(row.metadata),
  }));
  return toPage(events, total, query);
}
