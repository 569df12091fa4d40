import type { Metadata } from 'next';
import { Star } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';

export const metadata: Metadata = { title: 'Reviews' };

export default function PortalReviewsPage() {
  return (
    <>
      <PageHeader title="Reviews" description="Tell your teacher, and future students, how your lessons went." />
      <EmptyState
        icon={Star}
        title="Your reviews will appear here"
        description="After a completed session you will be able to rate it, write a review and edit or delete it later. Reviews arrive in an upcoming release."
        className="py-16"
      />
    </>
  );
}
