import type { Metadata } from 'next';
import { TicketPercent } from 'lucide-react';
import { SectionPlaceholder } from '@/components/teacher/section-placeholder';

export const metadata: Metadata = { title: 'Discounts' };

export default function DiscountsPage() {
  return (
    <SectionPlaceholder
      title="Discounts"
      description="Codes your students can apply when they book or enroll."
      icon={TicketPercent}
      emptyTitle="Your discount codes live here"
      emptyText="Create percentage or fixed-amount codes with usage limits and expiry dates, and see how often each one is used. Discount management arrives in an upcoming release."
    />
  );
}
