import type { Metadata } from 'next';
import { Hourglass } from 'lucide-react';
import { WaitlistPlaces } from '@/components/portal/waitlist-places';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { requireStudentPage } from '@/lib/auth/require-page';
import { listStudentWaitlist } from '@/lib/waitlist/list-student-waitlist';

export const metadata: Metadata = { title: 'Waitlist' };

export default async function PortalWaitlistPage() {
  const { student } = await requireStudentPage();
  const places = await listStudentWaitlist({ student });
  return (
    <>
      <PageHeader
        title="Waitlist"
        description="Services you are waiting for a place in, and your position in each line."
      />
      {places.length === 0 ? (
        <EmptyState
          icon={Hourglass}
          title="You are not on any waitlist"
          description="When a service of your teacher is full, join its waitlist from the service page. You get an e-mail as soon as a place opens."
          className="py-16"
        />
      ) : (
        <WaitlistPlaces places={places} timezone={student.timezone} />
      )}
    </>
  );
}
