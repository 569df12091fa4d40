import { toRegionalFormat } from '@/lib/core/locale';
import type { NotificationReader } from './notification-text';

/** The signed-in teacher as the bell's reader: their language, clock and zone. */
export const teacherReader = (teacher: {
  locale: string;
  hourCycle: string | null;
  timezone: string;
}): NotificationReader => ({
  regional: toRegionalFormat(teacher),
  timezone: teacher.timezone,
});
