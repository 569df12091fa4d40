import type { Metadata } from 'next';
import { Star } from 'lucide-react';
import { SectionPlaceholder } from '@/components/teacher/section-placeholder';

export const metadata: Metadata = { title: 'Reviews' };

export default function ReviewsPage() {
  return (
    <SectionPlaceholder
      title="Reviews"
      description="What your students say about your lessons, and your replies."
      icon={Star}
      emptyTitle="Your reviews live here"
      emptyText="Reviews from your students, your public responses and reviews imported from other sites will be gathered in one place. The reviews view arrives in an upcoming release."
    />
  );
}
