import 'server-only';
import { listedServiceWhere, publicServiceSelect } from '@/lib/catalogue/public-service-fields';
import type { TPublicService } from '@/lib/catalogue/schemas';
import { db } from '@/lib/core/db';

/**
 * The services a widget shows: with no selection, every service of the public page (active,
 * listed, public); with one, those chosen that are active and not private (an unlisted one the
 * teacher picked is shown: choosing it is the teacher's link to it), in the teacher's order.
 */
export async function listWidgetServices(teacherId: string, serviceIds: readonly string[]): Promise<TPublicService[]> {
  const where =
    serviceIds.length === 0
      ? { teacherId, ...listedServiceWhere }
      : { teacherId, id: { in: [...serviceIds] }, status: 'active' as const, deletedAt: null, isPrivate: false };
  return db.service.findMany({
    where,
    orderBy: [{ sortOrder: 'asc' }, { createdAt: 'asc' }],
    select: publicServiceSelect,
  });
}
