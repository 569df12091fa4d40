import type { Metadata } from 'next';
import { ListChecks } from 'lucide-react';
import { SectionPlaceholder } from '@/components/teacher/section-placeholder';

export const metadata: Metadata = { title: 'Sessions' };

export default function SessionsPage() {
  return (
    <SectionPlaceholder
      title="Sessions"
      description="Every lesson you teach: upcoming, past and cancelled."
      icon={ListChecks}
      emptyTitle="Your sessions live here"
      emptyText="Booked lessons, trial sessions, reschedules and cancellations will be listed with their status, student and payment. The session list arrives in an upcoming release."
    />
  );
}
