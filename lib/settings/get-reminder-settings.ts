import 'server-only';
import { db } from '@/lib/core/db';
import { NotFoundError } from '@/lib/core/errors';

/** The teacher's reminder offsets and monthly text cap, for the notifications page. */
export async function getReminderSettings({ teacherId }: { teacherId: string }) {
  const teacher = await db.teacher.findFirst({
    where: { id: teacherId, deletedAt: null },
    select: { reminderOffsetsMinutes: true, smsMonthlyCap: true },
  });
  if (!teacher) throw new NotFoundError('Teacher');
  return teacher;
}
