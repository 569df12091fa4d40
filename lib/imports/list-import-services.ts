import 'server-only';
import { db } from '@/lib/core/db';

/** The teacher's services a calendar import can book under (the page's service menu). */
export async function listImportServices({
  teacherId,
}: {
  teacherId: string;
}): Promise<{ id: string; name: string }[]> {
  return db.service.findMany({
    where: { teacherId, deletedAt: null, status: { not: 'archived' } },
    orderBy: { name: 'asc' },
    select: { id: true, name: true },
  });
}
