import 'server-only';
import { db } from '@/lib/core/db';
import { ValidationError } from '@/lib/core/errors';

/**
 * A widget may show only the teacher's own services (not deleted): another teacher's id, or one
 * that does not exist, is refused by position like any other invalid field.
 */
export async function assertOwnServices(teacherId: string, serviceIds: readonly string[]): Promise<void> {
  if (serviceIds.length === 0) return;
  const own = await db.service.findMany({
    where: { teacherId, id: { in: [...serviceIds] }, deletedAt: null },
    select: { id: true },
  });
  const ownIds = new Set(own.map((service) => service.id));
  const details = serviceIds.flatMap((id, index) =>
    ownIds.has(id) ? [] : [{ path: `serviceIds.${index}`, message: 'Not one of your services' }],
  );
  if (details.length > 0) throw new ValidationError('Some services are not yours', details);
}
