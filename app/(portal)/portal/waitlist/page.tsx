import type { Metadata } from 'next';
import { Hourglass } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';

export const metadata: Metadata = { title: 'Waitlist' };

export default function PortalWaitlistPage() {
  return (
    <>
      <PageHeader title="Waitlist" description="Services you are waiting for a place in." />
      <EmptyState
        icon={Hourglass}
        title="Your waitlist places will appear here"
        description="When a service is full you can join its waitlist from your teacher's page; your position for each service, and the option to leave, will be shown here in an upcoming release."
        className="py-16"
      />
    </>
  );
}
