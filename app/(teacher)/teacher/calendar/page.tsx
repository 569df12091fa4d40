import type { Metadata } from 'next';
import { CalendarDays } from 'lucide-react';
import { SectionPlaceholder } from '@/components/teacher/section-placeholder';

export const metadata: Metadata = { title: 'Calendar' };

export default function CalendarPage() {
  return (
    <SectionPlaceholder
      title="Calendar"
      description="Your availability, booked sessions and busy times in one view."
      icon={CalendarDays}
      emptyTitle="Your teaching calendar lives here"
      emptyText="Booked sessions and the availability you publish will appear by week and by month, next to busy times from a connected calendar. The calendar view arrives in an upcoming release."
    />
  );
}
