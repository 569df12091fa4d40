import 'server-only';
import { publicServiceSelect } from '@/lib/catalogue/public-service-fields';
import { db } from '@/lib/core/db';

/** The teacher's services a widget may show (not deleted nor archived), for the editor's checklist and preview. */
export async function listWidgetServiceOptions(teacherId: string) {
  return db.service.findMany({
    where: { teacherId, deletedAt: null, status: { not: 'archived' } },
    orderBy: [{ sortOrder: 'asc' }, { createdAt: 'asc' }],
    select: { ...publicServiceSelect, status: true, isPrivate: true, isUnlisted: true },
  });
}
