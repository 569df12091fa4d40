import type { Metadata } from 'next';
import { GraduationCap } from 'lucide-react';
import { SectionPlaceholder } from '@/components/teacher/section-placeholder';

export const metadata: Metadata = { title: 'Services' };

export default function ServicesPage() {
  return (
    <SectionPlaceholder
      title="Services"
      description="What you offer: lessons, group classes, packages, courses and subscriptions."
      icon={GraduationCap}
      emptyTitle="Your catalogue of services lives here"
      emptyText="Create live, self-paced or hybrid services for one student or a group, set their price and publish them on your booking page. Service management arrives in an upcoming release."
    />
  );
}
