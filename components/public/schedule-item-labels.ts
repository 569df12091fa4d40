import { BookOpen, Flag, Video, type LucideIcon } from 'lucide-react';
import type { TScheduleItem } from '@/lib/catalogue/schemas';

export type ScheduleItemType = TScheduleItem['type'];

/**
 * How each kind of course item is drawn, for teachers and visitors alike; its name is
 * `publicService.outline.type.<type>` (the editor explains each under `teacherServiceEditor.item`).
 */
export const SCHEDULE_ITEM_TYPE: Record<ScheduleItemType, { icon: LucideIcon }> = {
  live_session: { icon: Video },
  async_content: { icon: BookOpen },
  milestone: { icon: Flag },
};
