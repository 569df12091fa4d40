import { db } from '@/lib/core/db';
import type { TInsightsLayout, TInsightsLayoutInput } from './schemas';

/** Replaces the teacher's section visibility; every section is given, so the stored map is complete. */
export async function updateInsightsLayout({
  teacherId,
  input,
}: {
  teacherId: string;
  input: TInsightsLayoutInput;
}): Promise<TInsightsLayout> {
  await db.teacher.update({ where: { id: teacherId }, data: { insightsLayout: input.sections } });
  return { sections: { ...input.sections } };
}
