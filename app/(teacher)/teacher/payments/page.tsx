import type { Metadata } from 'next';
import { CreditCard } from 'lucide-react';
import { SectionPlaceholder } from '@/components/teacher/section-placeholder';

export const metadata: Metadata = { title: 'Payments' };

export default function PaymentsPage() {
  return (
    <SectionPlaceholder
      title="Payments"
      description="Payments from your students, paid straight into your own payment-processor account."
      icon={CreditCard}
      emptyTitle="Your payment history lives here"
      emptyText="Payments and refunds from your connected account will be listed with the student and session they belong to. Lektio never holds your money. The payments view arrives in an upcoming release."
    />
  );
}
