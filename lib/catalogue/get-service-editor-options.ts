import 'server-only';
import { db } from '@/lib/core/db';
import { NotFoundError } from '@/lib/core/errors';

export type ServiceEditorOptions = {
  /** The currency a new service starts with. */
  defaultCurrency: string;
  /** The teacher's tags, by name, for the editor's tag picker. */
  tags: { id: string; name: string; color: string | null }[];
};

/** What the service editor offers besides the service itself: the teacher's currency and tags. */
export async function getServiceEditorOptions({ teacherId }: { teacherId: string }): Promise<ServiceEditorOptions> {
  const teacher = await db.teacher.findFirst({
    where: { id: teacherId, deletedAt: null },
    select: {
      defaultCurrency: true,
      tags: { orderBy: { name: 'asc' }, select: { id: true, name: true, color: true } },
    },
  });
  if (!teacher) throw new NotFoundError('Teacher');
  return { defaultCurrency: teacher.defaultCurrency, tags: teacher.tags };
}
