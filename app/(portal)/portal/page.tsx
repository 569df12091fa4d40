import type { Metadata } from 'next';
import { CalendarCheck } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';

export const metadata: Metadata = { title: 'Sessions' };

export default function PortalSessionsPage() {
  return (
    <>
      <PageHeader title="Your sessions" description="Your lessons with your teacher, upcoming and past." />
      <EmptyState
        icon={CalendarCheck}
        title="Your sessions will be listed here"
        description="Upcoming and past lessons, with rescheduling and cancellation under your teacher's policy, arrive in an upcoming release. To book a lesson now, use your teacher's booking page."
        className="py-16"
      />
    </>
  );
}
