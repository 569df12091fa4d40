'use client';

import { useSyncExternalStore } from 'react';
import { formatCourseDates } from '@/lib/catalogue/course-dates-text';
import type { CourseDates } from '@/lib/catalogue/get-public-service-detail';
import { detectTimeZone } from '@/lib/core/time';
import { useRegionalFormat } from '@/components/i18n/regional-format-provider';

const subscribe = () => () => {};

/**
 * A course's dates on the visitor's clock: the server (which does not know the visitor's zone)
 * writes them in the teacher's, and the browser rewrites them in its own once hydrated.
 */
export function CourseDatesText({ dates, teacherZone }: { dates: CourseDates; teacherZone: string }) {
  const zone = useSyncExternalStore(
    subscribe,
    () => detectTimeZone(teacherZone),
    () => teacherZone,
  );
  const regional = useRegionalFormat();
  return <>{formatCourseDates(dates, zone, regional)}</>;
}
