import type { Metadata } from 'next';
import { Users } from 'lucide-react';
import { SectionPlaceholder } from '@/components/teacher/section-placeholder';

export const metadata: Metadata = { title: 'Students' };

export default function StudentsPage() {
  return (
    <SectionPlaceholder
      title="Students"
      description="Your roster: profiles, credits, notes and the history of each student."
      icon={Users}
      emptyTitle="Your student roster lives here"
      emptyText="Profiles, tags, credits, notes, contact history and a suggested next step for every student. The roster, CSV export and bulk actions arrive in an upcoming release."
    />
  );
}
