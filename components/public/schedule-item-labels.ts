import { BookOpen, Flag, Video, type LucideIcon } from 'lucide-react';
import type { TScheduleItem } from '@/lib/catalogue/schemas';

export type ScheduleItemType = TScheduleItem['type'];

/** How each kind of course item is named and drawn, for teachers and visitors alike. */
export const SCHEDULE_ITEM_TYPE: Record<ScheduleItemType, { label: string; icon: LucideIcon; explanation: string }> = {
  live_session: { label: 'Live session', icon: Video, explanation: 'Taught live at a booked time.' },
  async_content: { label: 'Self-paced', icon: BookOpen, explanation: 'Material to work through alone.' },
  milestone: { label: 'Milestone', icon: Flag, explanation: 'A checkpoint such as a test or a project; no length.' },
};
